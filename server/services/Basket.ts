import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addItemToBasketInput,
  basketDto,
  BasketStatus,
  basketToOrderInput,
  basketToOrderResultDto,
  basketWithItemsDto,
  getBasketBySearchInput,
  getBasketInput,
  removeItemFromBasketInput,
  type BasketWithItemsDto,
} from '../../src/api/schemas/basket.js';
import { requireBookingGrant, type BookingGrant } from '../abp/bookingGrant.js';
import { inTransaction } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { basketItems, baskets, productSearches } from '../db/schema.js';
import { basketWithItems, emptyBasket, findBasket, ownBasket, type BasketRow } from './basketRules.js';
import { basketToOrder } from './basketToOrder.js';
import { currencyDecimals } from './operationsRules.js';
import {
  assertBookable,
  availableDates,
  fixedServiceDate,
  linePrice,
  loadBookingOrder,
  maxQuantityFor,
  productsFor,
  undatedAvailable,
} from './productOffers.js';

type AddInput = z.output<typeof addItemToBasketInput>;

/** Checks the item against the catalogue and prices it: the price is the server's, whatever the client sent. */
async function pricedItem(ctx: ServiceContext, input: AddInput) {
  const order = await loadBookingOrder(ctx.db, input.tenantId, input.orderId);
  assertBookable(order);
  const [row] = await productsFor(ctx.db, order, { id: input.productId });
  if (!row) throw fieldError(['productId'], 'ProductNotAvailable');
  const p = row.product;
  if (p.type !== input.productType) throw fieldError(['productType'], 'ProductNotAvailable');
  const max = maxQuantityFor(p, order.adults + order.children);
  if (input.quantity > max) throw fieldError(['quantity'], 'BasketQuantityTooHigh', max);
  let serviceDate: string;
  if (p.needsDate) {
    if (!input.date) throw fieldError(['date'], 'FieldRequired', 'Date');
    if (!availableDates(p, order, {}).includes(input.date))
      throw fieldError(['date'], 'ProductDateNotAvailable', input.date);
    serviceDate = input.date;
  } else {
    if (!undatedAvailable(p, order, {})) throw fieldError(['productId'], 'ProductNotAvailable');
    serviceDate = fixedServiceDate(p, order);
  }
  const decimals = (await currencyDecimals(ctx.db, [order.currency]))(order.currency);
  let searchId: string | null = null;
  if (input.searchId) {
    const [search] = await ctx.db
      .select({ id: productSearches.id })
      .from(productSearches)
      .where(and(eq(productSearches.id, input.searchId), eq(productSearches.orderId, order.id)));
    searchId = search?.id ?? null;
  }
  return {
    order,
    product: p,
    serviceDate,
    searchId,
    ...linePrice(p, row.price, order, input.quantity, decimals),
  };
}

/** The order's open basket, locked; created when there is none (the partial unique index keeps it to one). */
async function lockOpenBasket(tx: ServiceContext, grant: BookingGrant, currency: string): Promise<BasketRow> {
  // A BasketToOrder committing while this waits for the lock closes the basket it found: then open a new one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tx.db
      .insert(baskets)
      .values({ tenantId: grant.tenantId, orderId: grant.orderId, currency })
      .onConflictDoNothing();
    const [open] = await tx.db
      .select()
      .from(baskets)
      .where(and(eq(baskets.orderId, grant.orderId), eq(baskets.status, BasketStatus.Open)))
      .for('update');
    if (open) return ownBasket(open, grant);
  }
  throw new UserFriendlyError({ key: 'BasketNotOpen' }, null, 0, 409);
}

async function addItem(ctx: ServiceContext, input: AddInput): Promise<BasketWithItemsDto> {
  const grant = requireBookingGrant(ctx, { tenantId: input.tenantId, orderId: input.orderId });
  const priced = await pricedItem(ctx, input);
  const basket = await inTransaction(ctx, async (tx) => {
    let target: BasketRow | null = null;
    if (input.basketId) {
      const [named] = await tx.db.select().from(baskets).where(eq(baskets.id, input.basketId)).for('update');
      const own = ownBasket(named, grant);
      // A basket already added to the order stays as it was: new items go to a new open basket.
      if (own.status === BasketStatus.Open) target = own;
    }
    target ??= await lockOpenBasket(tx, grant, priced.order.currency);
    const sameLine = and(
      eq(basketItems.basketId, target.id),
      eq(basketItems.productId, priced.product.id),
      priced.serviceDate ? eq(basketItems.serviceDate, priced.serviceDate) : isNull(basketItems.serviceDate),
    );
    const values = {
      quantity: input.quantity,
      unitPrice: priced.unitPrice,
      amount: priced.amount,
      searchId: priced.searchId,
    };
    const [existing] = await tx.db.select({ id: basketItems.id }).from(basketItems).where(sameLine);
    if (existing) await tx.db.update(basketItems).set(values).where(eq(basketItems.id, existing.id));
    else
      await tx.db.insert(basketItems).values({
        ...values,
        basketId: target.id,
        productId: priced.product.id,
        productType: priced.product.type,
        serviceDate: priced.serviceDate,
      });
    await tx.db.update(baskets).set({ lastModificationTime: new Date() }).where(eq(baskets.id, target.id));
    return target;
  });
  return basketWithItems(ctx, basket);
}

async function readBasket(ctx: ServiceContext, tenantId: number, basketId?: string, searchId?: string) {
  const { grant, basket } = await findBasket(ctx, tenantId, basketId);
  if (basket) return basketWithItems(ctx, basket, searchId);
  const order = await loadBookingOrder(ctx.db, tenantId, grant.orderId);
  return emptyBasket(ctx, grant, order.currency);
}

async function removeItem(ctx: ServiceContext, input: z.output<typeof removeItemFromBasketInput>) {
  const grant = requireBookingGrant(ctx, { tenantId: input.tenantId });
  const basket = await inTransaction(ctx, async (tx) => {
    const [line] = await tx.db.select().from(basketItems).where(eq(basketItems.id, input.lineId));
    const [locked] = line
      ? await tx.db.select().from(baskets).where(eq(baskets.id, line.basketId)).for('update')
      : [];
    const own = ownBasket(locked, grant);
    if (line!.productType !== input.productType)
      throw fieldError(['productType'], 'FieldInvalid', 'ProductType');
    if (own.status !== BasketStatus.Open) throw new UserFriendlyError({ key: 'BasketNotOpen' }, null, 0, 400);
    await tx.db.delete(basketItems).where(eq(basketItems.id, line!.id));
    await tx.db.update(baskets).set({ lastModificationTime: new Date() }).where(eq(baskets.id, own.id));
    return own;
  });
  return basketWithItems(ctx, basket);
}

const withoutItems = ({ items: _items, ...summary }: BasketWithItemsDto) => summary;

/**
 * Basket (issue 13): the visitor's extra services, kept on the server (one open basket per order). Anonymous
 * operations guarded by the booking grant; prices are the server's only.
 */
export const basketService: ServiceDefinition = {
  name: 'Basket',
  anonymous: true,
  operations: {
    AddItemToBasket: op({ input: addItemToBasketInput, output: basketWithItemsDto, handler: addItem }),
    GetBasket: op({
      input: getBasketInput,
      output: basketDto,
      handler: async (ctx, input) => withoutItems(await readBasket(ctx, input.tenantId, input.basketId)),
    }),
    GetBasketWithItems: op({
      input: getBasketInput,
      output: basketWithItemsDto,
      handler: (ctx, input) => readBasket(ctx, input.tenantId, input.basketId),
    }),
    GetBasketWithItemsBySearchId: op({
      input: getBasketBySearchInput,
      output: basketWithItemsDto,
      handler: (ctx, input) => readBasket(ctx, input.tenantId, input.basketId, input.searchId),
    }),
    RemoveItemFromBasket: op({
      input: removeItemFromBasketInput,
      output: basketWithItemsDto,
      handler: removeItem,
    }),
    BasketToOrder: op({
      inQuery: true,
      input: basketToOrderInput,
      output: basketToOrderResultDto,
      handler: (ctx, input) =>
        basketToOrder(
          ctx,
          requireBookingGrant(ctx, { tenantId: input.tenantId, orderId: input.orderId }),
          input.basketId,
        ),
    }),
  },
};
