import { and, asc, eq } from 'drizzle-orm';
import { BasketStatus, type BasketWithItemsDto } from '../../src/api/schemas/basket.js';
import { moneyText } from '../../src/api/schemas/money.js';
import { v } from '../abp/input.js';
import { requireBookingGrant, type BookingGrant } from '../abp/bookingGrant.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { basketItems, baskets, products } from '../db/schema.js';
import { currencyDecimals } from './operationsRules.js';
import { textIn } from './productOffers.js';

/**
 * The visitor's basket (issue 13): reads, and the rules every Basket operation shares. A basket belongs to one
 * order of one tenant; the caller's booking grant must be for that order, or the answer is the same 403 as for
 * a basket that does not exist (nothing is revealed about other people's baskets).
 */
export type BasketRow = typeof baskets.$inferSelect;

const denied = () => new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);

/**
 * The tenant the spec passes in the query (`?tenantId=`) on operations whose body is something else; the body's
 * own `tenantId` is accepted too. Missing or malformed is a 400 naming TenantId.
 */
export function tenantIdFrom(ctx: ServiceContext, fromBody: number | undefined): number {
  const query = (ctx.request.query ?? {}) as Record<string, unknown>;
  const key = Object.keys(query).find((k) => k.toLowerCase() === 'tenantid');
  if (key !== undefined) {
    const parsed = v.id().safeParse(query[key]);
    if (!parsed.success) throw fieldError(['tenantId'], 'FieldInvalid', 'TenantId');
    return parsed.data;
  }
  if (fromBody !== undefined) return fromBody;
  throw fieldError(['tenantId'], 'FieldRequired', 'TenantId');
}

/** The basket row if it is the grant's (tenant and order); a 403 otherwise. */
export function ownBasket(row: BasketRow | undefined, grant: BookingGrant): BasketRow {
  if (!row || row.tenantId !== grant.tenantId || row.orderId !== grant.orderId) throw denied();
  return row;
}

/**
 * The basket a read names (`basketId`), or without one the open basket of the grant's order; null when that
 * order has no open basket yet.
 */
export async function findBasket(
  ctx: ServiceContext,
  tenantId: number,
  basketId: string | undefined,
): Promise<{ grant: BookingGrant; basket: BasketRow | null }> {
  const grant = requireBookingGrant(ctx, { tenantId });
  if (basketId) {
    const [row] = await ctx.db.select().from(baskets).where(eq(baskets.id, basketId));
    return { grant, basket: ownBasket(row, grant) };
  }
  const [open] = await ctx.db
    .select()
    .from(baskets)
    .where(and(eq(baskets.orderId, grant.orderId), eq(baskets.status, BasketStatus.Open)));
  return { grant, basket: open ? ownBasket(open, grant) : null };
}

/** A sum of NUMERIC texts, exactly (integers of 1/10 000). */
export function sumAmounts(amounts: string[]): string {
  let total = 0n;
  for (const a of amounts) {
    const [whole = '0', fraction = ''] = a.split('.');
    total += BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  }
  return `${total / 10_000n}.${(total % 10_000n).toString().padStart(4, '0')}`;
}

/** The basket with its lines (optionally only those a search led to), names in the caller's language. */
export async function basketWithItems(
  ctx: ServiceContext,
  basket: BasketRow,
  searchId?: string,
): Promise<BasketWithItemsDto> {
  const rows = await ctx.db
    .select({ item: basketItems, product: products })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(
      and(eq(basketItems.basketId, basket.id), searchId ? eq(basketItems.searchId, searchId) : undefined),
    )
    .orderBy(asc(products.type), asc(basketItems.id));
  const decimals = (await currencyDecimals(ctx.db, [basket.currency]))(basket.currency);
  const money = (amount: string) => moneyText(amount, decimals);
  return {
    id: basket.id,
    tenantId: basket.tenantId,
    orderId: basket.orderId,
    currency: basket.currency,
    status: basket.status,
    itemCount: rows.length,
    totalAmount: money(sumAmounts(rows.map((r) => r.item.amount))),
    items: rows.map(({ item, product }) => ({
      lineId: item.id,
      productId: item.productId,
      productType: item.productType,
      code: product.code,
      name: textIn(product.names, ctx.culture),
      imageUri: product.images[0] ?? null,
      pricing: product.pricing,
      serviceDate: item.serviceDate,
      quantity: item.quantity,
      unitPrice: money(item.unitPrice),
      amount: money(item.amount),
      searchId: item.searchId,
    })),
  };
}

/** What a read answers when the order has no basket yet: an empty one in the order's currency. */
export async function emptyBasket(
  ctx: ServiceContext,
  grant: BookingGrant,
  currency: string,
): Promise<BasketWithItemsDto> {
  const decimals = (await currencyDecimals(ctx.db, [currency]))(currency);
  return {
    id: null,
    tenantId: grant.tenantId,
    orderId: grant.orderId,
    currency,
    status: BasketStatus.Open,
    itemCount: 0,
    totalAmount: moneyText('0', decimals),
    items: [],
  };
}
