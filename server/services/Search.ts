import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  searchProductInput,
  searchResultDto,
  searchVouchersProductInput,
} from '../../src/api/schemas/search.js';
import { v } from '../../src/api/schemas/common.js';
import { requireBookingGrant } from '../abp/bookingGrant.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { orders, productSearches } from '../db/schema.js';
import { currencyDecimals, nightsBetween } from './operationsRules.js';
import { assertBookable, loadBookingOrder, offersFor } from './productOffers.js';
import { tenantIdFrom } from './basketRules.js';

type Criteria = Omit<z.output<typeof searchProductInput>, 'orderId'>;

/** Runs a search for the order the visitor's grant covers and records it (its id names the search). */
async function search(ctx: ServiceContext, tenantId: number, orderId: number, criteria: Criteria) {
  requireBookingGrant(ctx, { tenantId, orderId });
  const order = await loadBookingOrder(ctx.db, tenantId, orderId);
  assertBookable(order);
  const travellers = order.adults + order.children;
  const adults = criteria.adults ?? order.adults;
  const children = criteria.children ?? (criteria.adults === undefined ? order.children : 0);
  if (adults + children > travellers)
    throw fieldError(['adults', 'children'], 'BasketQuantityTooHigh', travellers);
  if (criteria.startDate && criteria.endDate && criteria.endDate < criteria.startDate)
    throw fieldError(['endDate'], 'FieldInvalid', 'EndDate');
  const decimals = (await currencyDecimals(ctx.db, [order.currency]))(order.currency);
  const items = await offersFor(
    ctx,
    order,
    {
      productType: criteria.productType,
      startDate: criteria.startDate,
      endDate: criteria.endDate,
      persons: adults + children,
    },
    decimals,
  );
  const [saved] = await ctx.db
    .insert(productSearches)
    .values({
      tenantId,
      orderId,
      criteria: { ...criteria, tenantId, adults, children },
      resultCount: items.length,
    })
    .returning({ id: productSearches.id });
  return {
    searchId: saved!.id,
    orderId,
    currency: order.currency,
    checkIn: order.checkIn,
    checkOut: order.checkOut,
    persons: adults + children,
    nights: nightsBetween(order.checkIn, order.checkOut),
    items,
  };
}

/** `?tenantId=` in the query (the spec's form), which wins over the body's `tenantId`; one of them is required. */
const tenantQuery = z.object({
  tenantId: v
    .optionalInt(1)
    .describe("The reservation's tenant; wins over the body's tenantId. One of the two is required."),
});

/**
 * Search (issue 13): the extra services offered for the visitor's reservation, priced by the server. Anonymous
 * operations guarded by the booking grant (server/abp/bookingGrant.ts): the order must be the grant's.
 */
export const searchService: ServiceDefinition = {
  name: 'Search',
  anonymous: true,
  operations: {
    SearchProduct: op({
      input: searchProductInput,
      query: tenantQuery,
      output: searchResultDto,
      handler: (ctx, input) => {
        const { orderId, ...criteria } = input;
        return search(ctx, tenantIdFrom(ctx, input.tenantId), orderId, criteria);
      },
    }),
    SearchVouchersProduct: op({
      input: searchVouchersProductInput,
      query: tenantQuery,
      output: searchResultDto,
      handler: async (ctx, input) => {
        const { voucherNo, ...criteria } = input;
        const tenantId = tenantIdFrom(ctx, input.tenantId);
        const grant = requireBookingGrant(ctx, { tenantId });
        const [order] = await ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.tenantId, tenantId), eq(orders.voucherNo, voucherNo.trim().toUpperCase())));
        // Another order's voucher is refused like an unknown one: the grant is for one order only.
        if (!order || order.id !== grant.orderId)
          throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
        return search(ctx, tenantId, order.id, criteria);
      },
    }),
  },
};
