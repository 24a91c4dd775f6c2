import { describe, expect, it } from 'vitest';
import type { BasketDto, BasketWithItemsDto } from '../../../src/api/schemas/basket.js';
import { createTestApp } from '../helpers.js';
import {
  add,
  basket,
  bookingOrder,
  expectOk,
  extraLines,
  fieldsOf,
  filledBasket,
  offers,
  orderRow,
  toOrder,
  url,
  withGrant,
} from './extrasHelpers.js';

describe('Basket', { timeout: 60_000 }, () => {
  it('prices every line on the server: a price the client sends is ignored', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t, { currency: 'EUR', nights: 4 });
    const o = await offers(b);
    const empty = expectOk(await basket(b));
    expect(empty).toMatchObject({ id: null, currency: 'EUR', itemCount: 0, totalAmount: '0.00', items: [] });
    const r = expectOk(
      await add(b, {
        productType: 2,
        productId: o['INS-MED']!.productId,
        quantity: 3,
        unitPrice: '0.01',
        amount: '0.03',
        price: 1,
        totalPrice: '0',
      }),
    );
    expect(r.items).toEqual([
      expect.objectContaining({ code: 'INS-MED', quantity: 3, unitPrice: '6.00', amount: '18.00' }),
    ]);
    const again = expectOk(
      await add(b, { productType: 1, productId: o['TRF-RT']!.productId, quantity: 2, totalAmount: '1.00' }),
    );
    expect(again).toMatchObject({ id: r.id, itemCount: 2, totalAmount: '138.00' });
    // Adding the same product again replaces its quantity rather than adding a second line.
    const replaced = expectOk(
      await add(b, { productType: 2, productId: o['INS-MED']!.productId, quantity: 1 }),
    );
    expect(replaced).toMatchObject({ itemCount: 2, totalAmount: '126.00' });
    const summary = expectOk(
      await b.call<BasketDto>({ url: url('Basket/GetBasket'), query: { tenantId: b.tenantId } }),
    );
    expect(summary).toEqual({
      id: r.id,
      tenantId: b.tenantId,
      orderId: b.orderId,
      currency: 'EUR',
      status: 1,
      itemCount: 2,
      totalAmount: '126.00',
    });
  });

  it('keeps the basket on the server: a new grant (a second device) gets it back', async () => {
    const t = await createTestApp();
    const { b, filled } = await filledBasket(t);
    const secondDevice = withGrant(t, b.tenantId, b.orderId, '', new Date(Date.now() + 5_000));
    expect(secondDevice.grant).not.toBe(b.grant);
    const again = expectOk(await basket(secondDevice));
    expect(again).toMatchObject({ id: filled.id, itemCount: 2, totalAmount: '78.00' });
    expect(expectOk(await basket(secondDevice, filled.id!)).items.map((i) => i.code)).toEqual([
      'TRF-RT',
      'INS-MED',
    ]);
  });

  it('removes a line by its id and product type', async () => {
    const t = await createTestApp();
    const { b, filled } = await filledBasket(t);
    const line = filled.items.find((i) => i.code === 'TRF-RT')!;
    const remove = (productType: number) =>
      b.call<BasketWithItemsDto>({
        method: 'DELETE',
        url: url('Basket/RemoveItemFromBasket'),
        query: { tenantId: b.tenantId, productType, lineId: line.lineId },
      });
    expect(fieldsOf(await remove(2))).toEqual(['productType']);
    const after = expectOk(await remove(1));
    expect(after).toMatchObject({ itemCount: 1, totalAmount: '18.00' });
    expect((await remove(1)).status).toBe(403);
  });

  it('adds the basket to the order exactly once under 20 parallel calls', async () => {
    const t = await createTestApp();
    const { b, filled } = await filledBasket(t, { amount: '1234.56', paidAmount: '1234.56', status: 3 });
    const results = await Promise.all(Array.from({ length: 20 }, () => toOrder(b, filled.id!)));
    const answers = results.map((r) => expectOk(r));
    expect(answers.filter((a) => !a.alreadyOrdered)).toHaveLength(1);
    for (const a of answers)
      expect(a).toMatchObject({
        addedAmount: '78.00',
        addedLines: 2,
        orderAmount: '1312.56',
        paidAmount: '1234.56',
        amountDue: '78.00',
      });
    const order = await orderRow(t, b.orderId);
    expect(Number(order.amount)).toBe(1312.56);
    // A paid order with new extras is partially paid until they are paid.
    expect(order.status).toBe(2);
    expect(await extraLines(t, b.orderId)).toBe(2);
    expect(expectOk(await toOrder(b, filled.id!)).alreadyOrdered).toBe(true);
    // The ordered basket is closed: the next read has a fresh, empty open basket, and a new add starts one.
    expect(expectOk(await basket(b))).toMatchObject({ id: null, itemCount: 0 });
    expect(expectOk(await basket(b, filled.id!))).toMatchObject({ status: 2, itemCount: 2 });
    const line = filled.items[0]!;
    const removal = await b.call({
      method: 'DELETE',
      url: url('Basket/RemoveItemFromBasket'),
      query: { tenantId: b.tenantId, productType: line.productType, lineId: line.lineId },
    });
    expect(removal.status).toBe(400);
  });

  it('refuses the grant of another order or tenant, and a basket without a grant', async () => {
    const t = await createTestApp();
    const { b, filled } = await filledBasket(t);
    const other = await bookingOrder(t);
    const line = filled.items[0]!;
    expect((await basket(other, filled.id!)).status).toBe(403);
    expect(
      (
        await other.call({
          method: 'DELETE',
          url: url('Basket/RemoveItemFromBasket'),
          query: { tenantId: b.tenantId, productType: line.productType, lineId: line.lineId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await other.call({
          method: 'POST',
          url: url('Basket/BasketToOrder'),
          query: { tenantId: b.tenantId, orderId: b.orderId, basketId: filled.id! },
        })
      ).status,
    ).toBe(403);
    expect((await toOrder(other, filled.id!)).status).toBe(403);
    expect(
      (await add(other, { orderId: b.orderId, productType: 1, productId: line.productId, quantity: 1 }))
        .status,
    ).toBe(403);
    const wrongTenant = withGrant(t, 4, b.orderId);
    expect(
      (await wrongTenant.call({ url: url('Basket/GetBasketWithItems'), query: { tenantId: b.tenantId } }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call({
          url: url('Basket/GetBasketWithItems'),
          query: { tenantId: b.tenantId, basketId: filled.id! },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await other.call({
          method: 'POST',
          url: url('Basket/AddItemToBasket'),
          body: {
            tenantId: b.tenantId,
            basketId: filled.id!,
            orderId: other.orderId,
            productType: 1,
            productId: line.productId,
            quantity: 1,
          },
        })
      ).status,
    ).toBe(403);
    expect(await extraLines(t, b.orderId)).toBe(0);
  });

  it('names the fields of a refused item', async () => {
    const t = await createTestApp();
    const b = await bookingOrder(t, { adults: 2, children: 0 });
    const o = await offers(b);
    const excursion = o['EXC-BELGRADE']!;
    expect(fieldsOf(await add(b, { productType: 9, productId: 0, quantity: 0, basketId: 'nope' }))).toEqual(
      expect.arrayContaining(['productType', 'productId', 'quantity', 'basketId']),
    );
    expect(
      fieldsOf(
        await add(b, {
          productType: 3,
          productId: excursion.productId,
          quantity: 3,
          date: excursion.availableDates[0],
        }),
      ),
    ).toEqual(['quantity']);
    expect(fieldsOf(await add(b, { productType: 3, productId: excursion.productId, quantity: 1 }))).toEqual([
      'date',
    ]);
    expect(
      fieldsOf(
        await add(b, { productType: 3, productId: excursion.productId, quantity: 1, date: '2020-01-01' }),
      ),
    ).toEqual(['date']);
    expect(fieldsOf(await add(b, { productType: 1, productId: excursion.productId, quantity: 1 }))).toEqual([
      'productType',
    ]);
    const res = await t.call({
      method: 'POST',
      url: url('Basket/BasketToOrder'),
      headers: { 'X-Booking-Grant': b.grant },
      query: { tenantId: b.tenantId, orderId: b.orderId },
    });
    expect(fieldsOf(res)).toEqual(['basketId']);
    const dated = expectOk(
      await add(b, {
        productType: 3,
        productId: excursion.productId,
        quantity: 2,
        date: excursion.availableDates[0],
      }),
    );
    expect(dated.items[0]).toMatchObject({
      serviceDate: excursion.availableDates[0],
      quantity: 2,
      amount: '44.00',
    });
  });

  it('refuses an empty basket and a cancelled order, in the visitor’s language', async () => {
    const t = await createTestApp();
    const { b, filled } = await filledBasket(t);
    const line = filled.items[0]!;
    for (const item of filled.items)
      expectOk(
        await b.call({
          method: 'DELETE',
          url: url('Basket/RemoveItemFromBasket'),
          query: { tenantId: b.tenantId, productType: item.productType, lineId: item.lineId },
        }),
      );
    const empty = await b.call({
      method: 'POST',
      url: url('Basket/BasketToOrder'),
      culture: 'de',
      query: { tenantId: b.tenantId, orderId: b.orderId, basketId: filled.id! },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/Warenkorb ist leer/);
    const cancelled = await bookingOrder(t, { status: 4 });
    const refused = await add(cancelled, {
      productType: line.productType,
      productId: line.productId,
      quantity: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/no longer be added/);
  });
});
