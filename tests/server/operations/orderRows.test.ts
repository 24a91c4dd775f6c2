import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetailDto, OrderDto } from '../../../src/api/types/operations.js';
import { app, createTestApp } from '../helpers.js';
import { as, expectOk, page, rows, SERBIA } from './helpers.js';

/**
 * The orders list reads its rows straight into DTOs (server/services/orderList.ts), with its own readers of times,
 * money and nights: every field must be what the database holds, written as the DTO writes it, whatever the value.
 */
describe('Order rows', () => {
  it('carry every field as the database holds it: times to the millisecond, money exactly, nights', async () => {
    const t = await createTestApp();
    const admin = await as(t, 'admin', SERBIA);
    const db = t.database.db;
    const some = await rows<{ id: string | number }>(
      t,
      sql`select id from orders where tenant_id = ${SERBIA} order by id limit 7`,
    );
    const [a, b, c, d, e, f, g] = some.map((r) => Number(r.id));
    await db.execute(sql`insert into currencies (code, name, symbol, decimal_places)
      values ('XJP', 'No minor units', 'x', 0), ('XKW', 'Three places', 'k', 3)`);
    // Fractions of a second of one to three digits, and none; a leap day between the dates; amounts paid in full,
    // overpaid, with four places (truncated, never rounded), in a currency of no or three places, in one missing
    // from the catalogue (two places), and of fifteen digits (beyond what a double holds exactly).
    const edits: [number | undefined, ReturnType<typeof sql>][] = [
      [
        a,
        sql`creation_time = '2026-03-04 05:06:07.12', last_modification_time = '2026-03-04 05:06:07.1',
          amount = 1250.5, paid_amount = 1250.5`,
      ],
      [
        b,
        sql`creation_time = '2028-02-28 23:59:59', last_modification_time = '2028-03-01 00:00:00.009',
          check_in_date = '2028-02-27', check_out_date = '2028-03-02', amount = 10.2389, paid_amount = 20`,
      ],
      [c, sql`currency = 'XJP', amount = 98500, paid_amount = 1200.5`],
      [d, sql`currency = 'XKW', amount = 1.2345, paid_amount = 0.0005`],
      [e, sql`currency = 'ZZZ', amount = 7.5, paid_amount = 0`],
      [f, sql`amount = 999999999999999.9999, paid_amount = 0.0001`],
      [g, sql`amount = 0, paid_amount = 0.01, last_modification_time = null, user_code = null`],
    ];
    for (const [id, set] of edits) await db.execute(sql`update orders set ${set} where id = ${id}`);

    const listed = (await page<OrderDto>(admin, 'Order/GetOrders', { MaxResultCount: 1000 })).items;
    const expected = await rows<Record<string, unknown>>(
      t,
      sql`select o.id, o.tenant_id, o.voucher_no, o.user_code, o.customer_id,
          c.name || ' ' || c.surname as customer_name, c.email_address, c.phone_number,
          o.hotel_id, h.tv_hotel_code, h.name as hotel_name, o.check_in_date::text as check_in,
          o.check_out_date::text as check_out, o.check_out_date - o.check_in_date as nights, o.adults, o.children,
          trunc(o.amount, p.places)::text as amount, trunc(o.paid_amount, p.places)::text as paid,
          trunc(greatest(o.amount - o.paid_amount, 0), p.places)::text as open, o.currency,
          o.is_partial_payment, o.status, o.charged_after_cancel,
          to_char(o.creation_time, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
          to_char(o.last_modification_time, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as modified
        from orders o join customers c on c.id = o.customer_id join hotels h on h.id = o.hotel_id
        cross join lateral (select coalesce((select decimal_places from currencies where code = o.currency), 2)
          as places) p
        where o.tenant_id = ${SERBIA}`,
    );
    expect(listed).toHaveLength(expected.length);
    const byId = new Map(listed.map((o) => [o.id, o]));
    for (const r of expected)
      expect(byId.get(Number(r.id))).toEqual({
        id: Number(r.id),
        tenantId: Number(r.tenant_id),
        voucherNo: r.voucher_no,
        userCode: r.user_code,
        customerId: Number(r.customer_id),
        customerName: r.customer_name,
        customerEmail: r.email_address,
        phoneNumber: r.phone_number,
        hotelId: Number(r.hotel_id),
        hotelCode: r.tv_hotel_code,
        hotelName: r.hotel_name,
        checkInDate: r.check_in,
        checkOutDate: r.check_out,
        nights: Number(r.nights),
        adults: Number(r.adults),
        children: Number(r.children),
        amount: r.amount,
        paidAmount: r.paid,
        openAmount: r.open,
        currency: r.currency,
        isPartialPayment: r.is_partial_payment,
        status: Number(r.status),
        chargedAfterCancel: r.charged_after_cancel,
        creationTime: r.created,
        lastModificationTime: r.modified,
      });
    expect(byId.get(a!)).toMatchObject({
      creationTime: '2026-03-04T05:06:07.120Z',
      lastModificationTime: '2026-03-04T05:06:07.100Z',
      openAmount: '0.00',
    });
    expect(byId.get(b!)).toMatchObject({
      nights: 4,
      amount: '10.23',
      paidAmount: '20.00',
      openAmount: '0.00',
    });
    expect(byId.get(c!)).toMatchObject({ amount: '98500', paidAmount: '1200', openAmount: '97299' });
    expect(byId.get(d!)).toMatchObject({ amount: '1.234', openAmount: '1.234' });
    expect(byId.get(e!)).toMatchObject({ amount: '7.50', openAmount: '7.50' });
    expect(byId.get(f!)).toMatchObject({ amount: '999999999999999.99', openAmount: '999999999999999.99' });
    expect(byId.get(g!)).toMatchObject({ openAmount: '0.00', lastModificationTime: null, userCode: null });

    // One order (Get) is read the same way as the list's.
    for (const id of [a, b, f]) {
      const one = expectOk(
        await admin.call<OrderDetailDto>({ url: app('Order/GetOrder'), query: { Id: String(id) } }),
      );
      expect(one).toMatchObject(byId.get(id!)!);
    }
  });
});
