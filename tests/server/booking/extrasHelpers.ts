import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signBookingGrant } from '../../../server/abp/bookingGrant.js';
import { customers, hotels, orders, orderTravellers } from '../../../server/db/schema.js';
import type { BasketToOrderResultDto, BasketWithItemsDto } from '../../../src/api/schemas/basket.js';
import type { SearchResultDto } from '../../../src/api/schemas/search.js';
import type { AjaxResponse } from '../../../src/api/types/abp.js';
import { app, type CallOptions, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';

export const SERBIA = 3;
export const NORTH_MACEDONIA = 4;
export const GERMANY = 8;

const DAY = 86_400_000;
export const dayFromToday = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

export interface BookingOrderOptions {
  tenantId?: number;
  currency?: string;
  hotel?: string;
  checkInInDays?: number;
  nights?: number;
  adults?: number;
  children?: number;
  amount?: string;
  paidAmount?: string;
  status?: number;
}

export interface Booking {
  orderId: number;
  tenantId: number;
  voucherNo: string;
  grant: string;
  call<T = unknown>(o: CallOptions): Promise<{ status: number; body: AjaxResponse<T> }>;
}

let counter = 0;

/** An order of a demo customer at a demo hotel, with a booking grant for it (as GetReservation hands out). */
export async function bookingOrder(t: TestApp, o: BookingOrderOptions = {}): Promise<Booking> {
  const tenantId = o.tenantId ?? SERBIA;
  const db = t.database.db;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.tenantId, tenantId))
    .limit(1);
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.tvHotelCode, o.hotel ?? 'TV10003'));
  counter += 1;
  const voucherNo = `XT-${process.pid}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const checkIn = dayFromToday(o.checkInInDays ?? 10);
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      voucherNo,
      customerId: customer!.id,
      hotelId: hotel!.id,
      checkInDate: checkIn,
      checkOutDate: new Date(Date.parse(`${checkIn}T00:00:00Z`) + (o.nights ?? 4) * DAY)
        .toISOString()
        .slice(0, 10),
      adults: o.adults ?? 2,
      children: o.children ?? 1,
      amount: o.amount ?? '1000.00',
      paidAmount: o.paidAmount ?? '0',
      currency: o.currency ?? 'EUR',
      status: o.status ?? 1,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderTravellers)
    .values([{ orderId: order!.id, firstName: 'Test', lastName: 'Traveller', isLead: true }]);
  return withGrant(t, tenantId, order!.id, voucherNo);
}

/** A (new) grant for an order: what a second device gets after proving who the visitor is. */
export function withGrant(
  t: TestApp,
  tenantId: number,
  orderId: number,
  voucherNo = '',
  at = new Date(),
): Booking {
  const { token } = signBookingGrant(TEST_SECRET, { tenantId, orderId }, at);
  return {
    orderId,
    tenantId,
    voucherNo,
    grant: token,
    call: (options) => t.call({ ...options, headers: { 'X-Booking-Grant': token, ...options.headers } }),
  };
}

export const url = app;

export function expectOk<T>(res: { status: number; body: AjaxResponse<T> }): T {
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result as T;
}

/** The fields a 400 names. */
export function fieldsOf(res: { status: number; body: AjaxResponse<unknown> }): string[] {
  expect(res.status).toBe(400);
  return (res.body.error?.validationErrors ?? []).flatMap((e) => e.members ?? []);
}

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.database.db
    .select({ amount: orders.amount, status: orders.status, paidAmount: orders.paidAmount })
    .from(orders)
    .where(and(eq(orders.id, orderId)));
  return row!;
}

export async function extraLines(t: TestApp, orderId: number): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int n from order_lines where order_id = ${orderId} and kind = 3`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function offers(b: Booking) {
  const r = expectOk(
    await b.call<SearchResultDto>({
      method: 'POST',
      url: url('Search/SearchProduct'),
      query: { tenantId: b.tenantId },
      body: { orderId: b.orderId },
    }),
  );
  return Object.fromEntries(r.items.map((i) => [i.code, i]));
}

export const add = (b: Booking, body: Record<string, unknown>) =>
  b.call<BasketWithItemsDto>({
    method: 'POST',
    url: url('Basket/AddItemToBasket'),
    body: { tenantId: b.tenantId, orderId: b.orderId, ...body },
  });

export const basket = (b: Booking, basketId?: string) =>
  b.call<BasketWithItemsDto>({
    url: url('Basket/GetBasketWithItems'),
    query: { tenantId: b.tenantId, ...(basketId ? { basketId } : {}) },
  });

export const toOrder = (b: Booking, basketId: string) =>
  b.call<BasketToOrderResultDto>({
    method: 'POST',
    url: url('Basket/BasketToOrder'),
    query: { tenantId: b.tenantId, orderId: b.orderId, basketId },
  });

/** A basket with a return transfer (60.00) and health insurance for three (18.00). */
export async function filledBasket(t: TestApp, options: Parameters<typeof bookingOrder>[1] = {}) {
  const b = await bookingOrder(t, { currency: 'EUR', nights: 4, adults: 2, children: 1, ...options });
  const o = await offers(b);
  const trf = o['TRF-RT']!;
  const ins = o['INS-MED']!;
  expectOk(await add(b, { productType: 1, productId: trf.productId, quantity: 1 }));
  const filled = expectOk(await add(b, { productType: 2, productId: ins.productId, quantity: 3 }));
  return { b, o, filled };
}
