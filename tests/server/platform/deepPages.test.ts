import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderDto } from '../../../src/api/types/operations.js';
import { bucketOf } from '../../../server/abp/crud/pageStatements.js';
import { genericPlans } from '../../../server/db/client.js';
import { createSharedTestApp, type TestApp } from '../helpers.js';
import { as, page, rows, SERBIA, type Caller } from '../operations/helpers.js';

describe('the bucket of a deep page', () => {
  it('is the largest power of two not above the offset; the first pages have none', () => {
    expect(bucketOf({ skipCount: 0, maxResultCount: 20 })).toBeNull();
    expect(bucketOf({ skipCount: 100, maxResultCount: 20 })).toBeNull();
    expect(bucketOf({ skipCount: 101, maxResultCount: 20 })).toEqual({ from: 64, rest: 37 });
    expect(bucketOf({ skipCount: 128, maxResultCount: 20 })).toEqual({ from: 128, rest: 0 });
    expect(bucketOf({ skipCount: 5000, maxResultCount: 20 })).toEqual({ from: 4096, rest: 904 });
    expect(bucketOf({ skipCount: 999_999, maxResultCount: 50 })).toEqual({ from: 524_288, rest: 475_711 });
  });
});

let t: TestApp;
let dispose: () => Promise<void>;
let admin: Caller;
let all: OrderDto[];

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  admin = await as(t, 'admin', SERBIA);
  all = (await page<OrderDto>(admin, 'Order/GetOrders', { MaxResultCount: 1000 })).items;
}, 60_000);
afterAll(() => dispose());

const ids = (items: OrderDto[]) => items.map((o) => o.id);

describe('deep pages of an unfiltered list', () => {
  it('answer the rows an offset gives, at every offset of a bucket, its edges and past the end', async () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const skip of [101, 127, 128, 129, 200, 255, 256, all.length - 7, all.length - 1, all.length]) {
      const result = await page<OrderDto>(admin, 'Order/GetOrders', { SkipCount: skip, MaxResultCount: 20 });
      expect(ids(result.items), `SkipCount=${skip}`).toEqual(ids(all.slice(skip, skip + 20)));
      expect(result.totalCount).toBe(all.length);
    }
    const past = await page<OrderDto>(admin, 'Order/GetOrders', { SkipCount: 4096, MaxResultCount: 20 });
    expect(past.items).toEqual([]);
  });

  it('keep each sort’s order, ascending and descending, and page by PageNumber alike', async () => {
    for (const sorting of ['amount asc', 'customerName desc', 'checkInDate asc']) {
      const whole = (
        await page<OrderDto>(admin, 'Order/GetOrders', { Sorting: sorting, MaxResultCount: 1000 })
      ).items;
      const deep = await page<OrderDto>(admin, 'Order/GetOrders', {
        Sorting: sorting,
        SkipCount: 150,
        MaxResultCount: 25,
      });
      expect(ids(deep.items), sorting).toEqual(ids(whole.slice(150, 175)));
      const numbered = await page<OrderDto>(admin, 'Order/GetOrders', {
        Sorting: sorting,
        PageNumber: 9,
        MaxResultCount: 25,
      });
      expect(ids(numbered.items), sorting).toEqual(ids(whole.slice(200, 225)));
    }
  });

  it('and filtered deep pages (planned for their values) answer what the filter and the offset give', async () => {
    const pending = all.filter((o) => o.status === all[0]!.status);
    const skip = Math.min(101, Math.max(0, pending.length - 5));
    const result = await page<OrderDto>(admin, 'Order/GetOrders', {
      Status: all[0]!.status,
      SkipCount: skip,
      MaxResultCount: 20,
    });
    expect(ids(result.items)).toEqual(ids(pending.slice(skip, skip + 20)));
  });
});

// PostgreSQL's plan cache only (PGlite runs every statement on its one connection).
if (inject('dbDriver') === 'postgres')
  describe('on PostgreSQL', () => {
    it('an unfiltered deep page runs on a generic plan, planned once per connection; a filtered one does not', async () => {
      for (let i = 0; i < 8; i += 1)
        await page<OrderDto>(admin, 'Order/GetOrders', { SkipCount: 200 + i, MaxResultCount: 20 });
      await page<OrderDto>(admin, 'Order/GetOrders', { Status: 1, SkipCount: 150, MaxResultCount: 20 });
      // The pool hands back the connection released last: the one that ran the pages above.
      const statements = await rows<{ statement: string; generic_plans: number; custom_plans: number }>(
        { ...t, database: { ...t.database, db: genericPlans(t.database.db) } },
        sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
          where statement like '%"bucket"%'`,
      );
      const filtered = (s: { statement: string }) => /"orders"\."status" (=|in) /.test(s.statement);
      const deep = statements.filter((s) => !filtered(s));
      expect(deep.length).toBeGreaterThan(0);
      expect(deep.reduce((n, s) => n + s.generic_plans, 0)).toBeGreaterThanOrEqual(8);
      expect(deep.every((s) => s.custom_plans === 0)).toBe(true);
      // The filtered page is planned for its values, on the ordinary connections.
      expect(statements.some(filtered)).toBe(false);
      const ordinary = await rows<{ statement: string }>(
        t,
        sql`select statement from pg_prepared_statements where name like 'cc_list_%'`,
      );
      expect(ordinary.some(filtered)).toBe(true);
      expect(ordinary.some((s) => s.statement.includes('"bucket"'))).toBe(false);
      const [mode] = await rows<{ mode: string }>(t, sql`select current_setting('plan_cache_mode') as mode`);
      expect(mode!.mode).toBe('auto');
    });
  });
