import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CacheKeyDto } from '../../../src/api/types/config.js';
import type { OrderDto } from '../../../src/api/types/operations.js';
import { app, createTestApp, type TestApp } from '../helpers.js';
import { as, expectOk, page, rows, scalar, SERBIA, type Caller } from './helpers.js';

/**
 * Order/GetOrders on a big table (docs/decisions/0017-capped-counts-for-big-lists.md): totals exact up to 10,000,
 * estimated and remembered for a minute beyond; and the customer and hotel sort keys that the list's indexes sort
 * by, kept on each order by the database.
 */
const orders = (caller: Caller, query: Record<string, string | number> = {}) =>
  page<OrderDto>(caller, 'Order/GetOrders', { MaxResultCount: 10, ...query });

/**
 * Copies of one order of the tenant, with its customer's and hotel's sort keys: rows the sort-key trigger and the
 * foreign-key checks would accept unchanged. They are loaded with row triggers off (`session_replication_role`, for
 * this transaction only): the trigger's look-ups and the checks were three quarters of the load's time, 4 s of CPU for
 * 12,000 rows on PGlite. The sort-key trigger has its own test below. Statement triggers are off too, so an empty
 * delete afterwards notes the table for the reset between tests (tests/server/reusableDatabase.ts).
 */
async function addBulkOrders(t: TestApp, count: number, from = 1) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into orders (tenant_id, voucher_no, user_code, customer_id, hotel_id,
        check_in_date, check_out_date, amount, currency, status, creation_time, customer_sort_key, hotel_sort_key)
      select 3, 'BULK-' || g, null, o.customer_id, o.hotel_id, o.check_in_date, o.check_out_date, o.amount,
        o.currency, 1 + g % 4, now() - (g || ' minutes')::interval, o.customer_sort_key, o.hotel_sort_key
      from generate_series(${from}::int, ${from + count - 1}::int) g,
        (select * from orders where tenant_id = 3 limit 1) o`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`delete from orders where false`);
  });
  await t.database.db.execute(sql`analyze orders`);
}

const listCounts = async (caller: Caller) => {
  const res = await caller.call<{ items: CacheKeyDto[] }>({ url: app('CacheManagement/GetCacheKeys') });
  return expectOk(res).items.find((c) => c.cacheKey === 'ListCounts')!;
};

describe('a big order table', () => {
  it(
    'counts exactly up to 10,000 orders and estimates beyond, flagged; pages stay exact',
    { timeout: 180_000 },
    async () => {
      const t = await createTestApp();
      await addBulkOrders(t, 12_000);
      const admin = await as(t, 'admin', SERBIA);
      const total = await scalar(t, sql`select count(*) n from orders where tenant_id = 3`);

      const first = await orders(admin);
      expect(first.totalCountIsEstimate).toBe(true);
      expect(first.totalCount).toBeGreaterThan(10_000);
      expect(first.items).toHaveLength(10);
      // A full page past the limit proves there are more than 10,000: estimated, never below what was shown.
      const deep = await orders(admin, { SkipCount: 12_000 });
      expect(deep.items).toHaveLength(10);
      expect(deep.totalCountIsEstimate).toBe(true);
      expect(deep.totalCount).toBeGreaterThanOrEqual(12_011);
      // A partial page knows its total.
      const last = await orders(admin, { SkipCount: total - 5 });
      expect(last.items).toHaveLength(5);
      expect(last).toMatchObject({ totalCount: total, totalCountIsEstimate: false });
      // A page past the end answers a total that puts the last page before it.
      const beyond = await orders(admin, { SkipCount: total + 10 });
      expect(beyond.items).toHaveLength(0);
      expect(beyond.totalCount).toBeGreaterThan(10_000);
      expect(beyond.totalCount).toBeLessThanOrEqual(total + 10);
      const few = await orders(admin, { VoucherNo: 'BULK-1', MaxResultCount: 5 });
      expect(few.totalCountIsEstimate).toBe(false);
      // BULK-1, BULK-10…19, BULK-100…199, BULK-1000…1999, BULK-10000…12000.
      expect(few.totalCount).toBe(1 + 10 + 100 + 1000 + 2001);
    },
  );

  it(
    'remembers an estimated total for the tenant and reuses it until it expires or is cleared; exact totals never',
    { timeout: 180_000 },
    async () => {
      const t = await createTestApp();
      await addBulkOrders(t, 11_000);
      const admin = await as(t, 'admin', SERBIA);
      const first = await orders(admin);
      expect(first.totalCountIsEstimate).toBe(true);
      const before = await listCounts(admin);
      expect(before.entries).toBe(1);

      // Most orders go: within the minute the remembered estimate still answers (nothing is counted again)…
      await t.database.db.execute(
        sql`delete from orders where voucher_no like 'BULK-%' and voucher_no <> 'BULK-1'`,
      );
      const remembered = await orders(admin);
      expect(remembered).toMatchObject({ totalCount: first.totalCount, totalCountIsEstimate: true });
      expect((await listCounts(admin)).hits).toBeGreaterThan(before.hits);

      // …until the cache is cleared (CacheManagement/ExpireCache): then the list counts, exactly again.
      const cleared = await admin.call({
        method: 'POST',
        url: app('CacheManagement/ExpireCache'),
        query: { cacheKey: 'ListCounts' },
      });
      expectOk(cleared);
      expect((await listCounts(admin)).entries).toBe(0);
      const exact = await scalar(t, sql`select count(*) n from orders where tenant_id = 3`);
      expect(await orders(admin)).toMatchObject({ totalCount: exact, totalCountIsEstimate: false });

      // An exact total is not remembered: a new order shows in the next answer.
      const voucher = await orders(admin, { VoucherNo: 'BULK-1' });
      expect(voucher.totalCount).toBe(1);
      await addBulkOrders(t, 1, 100_001);
      expect((await orders(admin, { VoucherNo: 'BULK-1' })).totalCount).toBe(2);
      expect((await listCounts(admin)).entries).toBe(0);
    },
  );
});

describe('the customer and hotel sort keys', () => {
  it('follow a renamed customer or hotel, an order moved to another customer, and a new order', async () => {
    const t = await createTestApp();
    const admin = await as(t, 'admin', SERBIA);
    const [order] = await rows<{ id: string; customer_id: string; hotel_id: number }>(
      t,
      sql`select id, customer_id, hotel_id from orders where tenant_id = 3 order by id limit 1`,
    );
    const firstBy = async (field: string) =>
      (await orders(admin, { Sorting: `${field} asc`, MaxResultCount: 1 })).items[0]!;

    await t.database.db.execute(
      sql`update customers set name = 'Aaron', surname = 'Ăbel' where id = ${order!.customer_id}`,
    );
    const byCustomer = await firstBy('customerName');
    expect(byCustomer.customerName).toBe('Aaron Ăbel');
    await t.database.db.execute(sql`update hotels set name = 'Ääa Hotel' where id = ${order!.hotel_id}`);
    expect((await firstBy('hotelName')).hotelName).toBe('Ääa Hotel');

    // Another customer's order moved to the renamed customer sorts with them; a key written by hand is rewritten.
    const [other] = await rows<{ id: string }>(
      t,
      sql`select id from orders where tenant_id = 3 and customer_id <> ${order!.customer_id} order by id desc limit 1`,
    );
    await t.database.db
      .execute(sql`update orders set customer_id = ${order!.customer_id}, customer_sort_key = 'zzz'
      where id = ${other!.id}`);
    const keys = await rows<{ customer_sort_key: string; hotel_sort_key: string }>(
      t,
      sql`select customer_sort_key, hotel_sort_key from orders where id = ${other!.id}`,
    );
    expect(keys[0]!.customer_sort_key).toBe('aaron abel');
    const renamedOrders = await orders(admin, { Sorting: 'customerName asc', MaxResultCount: 100 });
    const leading = renamedOrders.items.filter((o) => o.customerName === 'Aaron Ăbel').map((o) => o.id);
    expect(renamedOrders.items.slice(0, leading.length).map((o) => o.id)).toEqual(leading);
    expect(leading).toContain(Number(other!.id));

    // A new order gets its keys from its customer and hotel.
    await t.database.db
      .execute(sql`insert into orders (tenant_id, voucher_no, customer_id, hotel_id, check_in_date,
        check_out_date, amount, currency)
      values (3, 'NEW-1', ${order!.customer_id}, ${order!.hotel_id}, '2030-01-01', '2030-01-03', 100, 'RSD')`);
    const [fresh] = await rows<{ customer_sort_key: string; hotel_sort_key: string }>(
      t,
      sql`select customer_sort_key, hotel_sort_key from orders where voucher_no = 'NEW-1'`,
    );
    expect(fresh).toEqual({ customer_sort_key: 'aaron abel', hotel_sort_key: 'aaa hotel' });
  });
});
