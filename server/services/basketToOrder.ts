import { and, asc, eq, sql } from 'drizzle-orm';
import { BasketStatus, type BasketToOrderResultDto } from '../../src/api/schemas/basket.js';
import { moneyText } from '../../src/api/schemas/money.js';
import { OrderStatus } from '../../src/api/schemas/order.js';
import type { BookingGrant } from '../abp/bookingGrant.js';
import { inTransaction } from '../abp/crud/index.js';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { basketItems, baskets, orderLines, orders, products } from '../db/schema.js';
import { audit, currencyDecimals } from './operationsRules.js';
import { ownBasket, sumAmounts } from './basketRules.js';
import { textIn } from './productOffers.js';

/** Order line kind of an extra service (operationsSchema.ts: 1 room, 2 board, 3 extra). */
const EXTRA_LINE = 3;

const subtract = (a: string, b: string) => {
  const units = (x: string) => {
    const [whole = '0', fraction = ''] = x.split('.');
    return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
  };
  const d = units(a) - units(b);
  const sign = d < 0n ? '-' : '';
  const abs = d < 0n ? -d : d;
  return `${sign}${abs / 10_000n}.${(abs % 10_000n).toString().padStart(4, '0')}`;
};

/**
 * Adds a basket's lines to its order as extra lines and raises the order's amount by their exact total, once:
 * the basket row is locked (SELECT … FOR UPDATE), so of concurrent calls one adds and the others, finding it
 * ordered, answer the same figures with `alreadyOrdered`. The order row is locked too, so a payment being
 * recorded at the same time sees the amount before or after, never half of it.
 */
export async function basketToOrder(
  ctx: ServiceContext,
  grant: BookingGrant,
  basketId: string,
): Promise<BasketToOrderResultDto> {
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select().from(baskets).where(eq(baskets.id, basketId)).for('update');
    const basket = ownBasket(locked, grant);
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, basket.orderId)).for('update');
    if (!order) throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
    const items = await tx.db
      .select({ item: basketItems, product: products })
      .from(basketItems)
      .innerJoin(products, eq(products.id, basketItems.productId))
      .where(eq(basketItems.basketId, basket.id))
      .orderBy(asc(products.type), asc(basketItems.id));
    const total = sumAmounts(items.map((i) => i.item.amount));
    const decimals = (await currencyDecimals(tx.db, [basket.currency]))(basket.currency);
    const money = (amount: string) => moneyText(amount, decimals);
    const answer = (amount: string, paid: string, alreadyOrdered: boolean) => ({
      orderId: order.id,
      basketId: basket.id,
      currency: basket.currency,
      addedAmount: money(total),
      addedLines: items.length,
      orderAmount: money(amount),
      paidAmount: money(paid),
      amountDue: money(subtract(amount, paid)),
      alreadyOrdered,
    });
    if (basket.status === BasketStatus.Ordered) return answer(order.amount, order.paidAmount, true);
    if (order.status === OrderStatus.Cancelled)
      throw new UserFriendlyError({ key: 'OrderNotBookable' }, null, 0, 400);
    if (items.length === 0) throw new UserFriendlyError({ key: 'BasketEmpty' }, null, 0, 400);

    const lines = await tx.db
      .insert(orderLines)
      .values(
        items.map(({ item, product }) => ({
          orderId: order.id,
          kind: EXTRA_LINE,
          code: product.code,
          description: `${textIn(product.names, ctx.culture)}${item.serviceDate ? ` (${item.serviceDate})` : ''}`,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          amount: item.amount,
        })),
      )
      .returning({ id: orderLines.id });
    for (const [i, { item }] of items.entries())
      await tx.db.update(basketItems).set({ orderLineId: lines[i]!.id }).where(eq(basketItems.id, item.id));
    const status = order.status === OrderStatus.Paid ? OrderStatus.PartiallyPaid : order.status;
    const [updated] = await tx.db
      .update(orders)
      .set({
        amount: sql`${orders.amount} + cast(${total} as numeric)`,
        status,
        lastModificationTime: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning({ amount: orders.amount, paidAmount: orders.paidAmount });
    await tx.db
      .update(baskets)
      .set({
        status: BasketStatus.Ordered,
        orderedTime: new Date(),
        orderAmountAfter: updated!.amount,
        lastModificationTime: new Date(),
      })
      .where(and(eq(baskets.id, basket.id), eq(baskets.status, BasketStatus.Open)));
    await audit(tx, {
      tenantId: order.tenantId,
      entityType: 'Order',
      entityId: order.id,
      action: 'ExtrasAdded',
      changes: {
        amount: [money(order.amount), money(updated!.amount)],
        ...(status !== order.status ? { status: [order.status, status] } : {}),
      },
      reason: `Basket ${basket.id}`,
    });
    return answer(updated!.amount, updated!.paidAmount, false);
  });
}
