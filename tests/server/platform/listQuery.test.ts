import { describe, expect, it } from 'vitest';
import type { PagedResultDto } from '../../../src/api/types/abp.js';
import type { TenantDto, UserDto } from '../../../src/api/types/identity.js';
import { sql } from 'drizzle-orm';
import { readList } from '../../../server/abp/crud/list.js';
import type { Db } from '../../../server/db/client.js';
import { loginLogs, users as usersTable } from '../../../server/db/schema.js';
import { app, createTestApp, type TestApp } from '../helpers.js';

const names = (r: { body: { result: PagedResultDto<UserDto> | null } }) =>
  r.body.result?.items.map((u) => u.userName);

async function tenantAdmin() {
  const t = await createTestApp();
  const token = await t.login('admin', 3);
  const users = (query: Record<string, string | number>) =>
    t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token, query });
  return { t, token, users };
}

async function addUser(t: TestApp, token: string, userName: string, name: string) {
  const res = await t.call({
    method: 'POST',
    url: app('User/Create'),
    token,
    body: { userName, name, surname: 'S', emailAddress: `${userName}@serbia.test`, password: 'secret123' },
  });
  expect(res.status).toBe(200);
}

describe('list paging', () => {
  it('understands SkipCount/MaxResultCount/Sorting and PageNumber/MaxResultCount/SortBy; empty pages keep the total', async () => {
    const { users } = await tenantAdmin();
    expect(names(await users({ SkipCount: 1, MaxResultCount: 1, Sorting: 'userName' }))).toEqual(['agent']);
    expect(names(await users({ PageNumber: 2, MaxResultCount: 1, SortBy: 'userName' }))).toEqual(['agent']);
    expect(names(await users({ PageNumber: 1, MaxResultCount: 2, SortBy: 'userName desc' }))).toEqual([
      'finance',
      'agent',
    ]);
    const third = await users({ pageNumber: 3, maxResultCount: 1, sortBy: 'USERNAME' });
    expect(third.body.result).toMatchObject({ totalCount: 3, items: [{ userName: 'finance' }] });
    // A blank Sorting or SortBy means the default order (user name).
    expect(names(await users({ Sorting: '', SortBy: ' ' }))).toEqual(['admin', 'agent', 'finance']);
    // The total is still told on an empty page past the end.
    expect((await users({ SkipCount: 100 })).body.result).toEqual({ totalCount: 3, items: [] });
    expect((await users({ PageNumber: 40, MaxResultCount: 10 })).body.result).toEqual({
      totalCount: 3,
      items: [],
    });
    expect((await users({ Keyword: 'nobody', SkipCount: 10 })).body.result).toEqual({
      totalCount: 0,
      items: [],
    });
  });

  it('clamps MaxResultCount to 1000 and refuses values below 1', async () => {
    const t = await createTestApp();
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      tenantId: 3,
      userNameOrEmailAddress: `bot${i}`,
      result: 'InvalidPassword',
      isSuccess: false,
    }));
    await t.database.db.insert(loginLogs).values(rows);
    const token = await t.login('admin', 3);
    const big = await t.call<PagedResultDto<unknown>>({
      url: app('Log/GetLoginLogs'),
      token,
      query: { MaxResultCount: 5000 },
    });
    expect(big.status).toBe(200);
    expect(big.body.result?.items).toHaveLength(1000);
    expect(big.body.result?.totalCount).toBe(1006);
    const zero = await t.call({ url: app('Log/GetLoginLogs'), token, query: { MaxResultCount: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.error?.validationErrors?.[0]?.members).toEqual(['maxResultCount']);
  });
});

describe('list sorting', () => {
  it('answers an unknown or malformed Sorting/SortBy with 400 naming the field, never 500', async () => {
    const { users } = await tenantAdmin();
    for (const [key, value, member] of [
      ['Sorting', 'password asc', 'sorting'],
      ['Sorting', 'passwordHash', 'sorting'],
      ['Sorting', 'userName sideways', 'sorting'],
      ['Sorting', 'userName asc; drop table users', 'sorting'],
      ['Sorting', 'userName asc nulls', 'sorting'],
      ['SortBy', 'password.asc', 'sortBy'],
    ] as const) {
      const res = await users({ [key]: value });
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body.error?.validationErrors).toEqual([
        {
          message: `The value of the ${member === 'sorting' ? 'Sorting' : 'SortBy'} field is not valid.`,
          members: [member],
        },
      ]);
    }
  });

  it('refuses a sort field of another list: login logs cannot be sorted by password either', async () => {
    const t = await createTestApp();
    const res = await t.call({
      url: app('Log/GetLoginLogs'),
      token: await t.login('admin', null),
      query: { Sorting: 'passwordHash desc' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(['sorting']);
  });

  it('sorts names case- and accent-insensitively, Cyrillic with its Latin letters', async () => {
    const { t, token, users } = await tenantAdmin();
    for (const [userName, name] of <[string, string][]>[
      ['maximilian', 'Maximilian'],
      ['cela', 'Çela'],
      ['dorde1', 'Ђорђе'],
      ['dorde2', 'Đorđe'],
      ['emil', 'emil'],
    ])
      await addUser(t, token, userName, name);
    const byName = await users({ Sorting: 'name', MaxResultCount: 20 });
    expect(byName.body.result?.items.map((u) => u.name)).toEqual([
      'admin',
      'Ana',
      'Çela',
      'Ђорђе',
      'Đorđe',
      'emil',
      'Filip',
      'Maximilian',
    ]);
    const desc = await users({ SortBy: 'name desc', MaxResultCount: 3 });
    expect(desc.body.result?.items.map((u) => u.name)).toEqual(['Maximilian', 'Filip', 'emil']);

    const host = await t.login('admin', null);
    const tenants = await t.call<PagedResultDto<TenantDto>>({
      url: app('Tenant/GetAll'),
      token: host,
      query: { Sorting: 'tenancyName', MaxResultCount: 4 },
    });
    expect(tenants.body.result?.items.map((x) => x.tenancyName)).toEqual([
      'albania',
      'archived',
      'bosnia',
      'Default',
    ]);
  });

  it('finds names whatever their case and accents: "cela" finds "Çela", "dorde" finds Đorđe and Ђорђе', async () => {
    const { t, token, users } = await tenantAdmin();
    await addUser(t, token, 'u1', 'Çela');
    await addUser(t, token, 'u2', 'Ђорђе');
    await addUser(t, token, 'u3', 'Đorđe');
    const find = async (Keyword: string) =>
      (await users({ Keyword, Sorting: 'userName' })).body.result?.items.map((u) => u.userName);
    expect(await find('cela')).toEqual(['u1']);
    expect(await find('ÇELA')).toEqual(['u1']);
    expect(await find('dorde')).toEqual(['u2', 'u3']);
    expect(await find('Ђорђе')).toEqual(['u2', 'u3']);
    // LIKE wildcards in the keyword are plain text.
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('sorts users by a computed column: the last sign-in time', async () => {
    const { t, users } = await tenantAdmin();
    await t.login('finance', 3);
    const res = await users({ Sorting: 'lastLoginTime desc' });
    expect(names(res)).toEqual(['finance', 'admin', 'agent']);
  });
});

describe('list statements', () => {
  it('builds a page query once per shape and runs it with each request’s values', async () => {
    const { PgDialect } = await import('drizzle-orm/pg-core');
    const { t, token, users } = await tenantAdmin();
    await addUser(t, token, 'zora', 'Zora');
    const orders = (query: Record<string, string | number>) =>
      t.call<PagedResultDto<{ status: number; currency: string }>>({
        url: app('Order/GetOrders'),
        token,
        query: { MaxResultCount: 50, ...query },
      });
    // First requests of each shape: built and rendered.
    expect(names(await users({ Keyword: 'ag', Sorting: 'userName' }))).toEqual(['agent']);
    const pending = (await orders({ Status: 1, Currency: 'EUR' })).body.result!;
    const original = PgDialect.prototype.buildSelectQuery;
    let builds = 0;
    PgDialect.prototype.buildSelectQuery = function (...args) {
      builds += 1;
      return original.apply(this, args);
    };
    try {
      // The same shapes with other values: nothing is built, and each answer is the one its values ask for.
      expect(names(await users({ Keyword: 'zo', Sorting: 'userName' }))).toEqual(['zora']);
      expect(names(await users({ Keyword: 'fin', Sorting: 'userName' }))).toEqual(['finance']);
      const paid = (await orders({ Status: 3, Currency: 'RSD' })).body.result!;
      expect(builds).toBe(0);
      expect(pending.items.length).toBeGreaterThan(0);
      expect(paid.items.length).toBeGreaterThan(0);
      expect(new Set(pending.items.map((o) => `${o.status} ${o.currency}`))).toEqual(new Set(['1 EUR']));
      expect(new Set(paid.items.map((o) => `${o.status} ${o.currency}`))).toEqual(new Set(['3 RSD']));
      // Another shape (one more filter, another order) is built once.
      expect(names(await users({ Keyword: 'a', IsActive: 'true', Sorting: 'userName desc' }))).toEqual([
        'zora',
        'finance',
        'agent',
        'admin',
      ]);
      expect(builds).toBeGreaterThan(0);
    } finally {
      PgDialect.prototype.buildSelectQuery = original;
    }
  });
});

describe('list statements and plans', () => {
  const select = { columns: { id: usersTable.id, userName: usersTable.userName } };
  const plans = async (db: Db) =>
    (
      (await db.execute(
        sql`select statement, generic_plans, custom_plans from pg_prepared_statements
          where statement like '%count(*) over()%from "users"%'`,
      )) as unknown as { rows: { statement: string; generic_plans: number; custom_plans: number }[] }
    ).rows;

  it('writes a first page’s offset and size into the statement, so that the database stops planning it per run', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const read = (page: { skipCount: number; maxResultCount: number }) =>
      readList<{ userName: string }>(
        db,
        usersTable,
        { columns: { ...select.columns, tenantId: usersTable.tenantId } },
        sql`${usersTable.tenantId} = ${3}`,
        [sql`${usersTable.userName} asc`],
        page,
      );
    // Runs in turn reuse one pooled connection (the pool hands back the one last released), whose statements the
    // catalogue view shows. PostgreSQL plans a statement for its values five times, then keeps a generic plan if
    // that costs no more: with `LIMIT $1 OFFSET $2` it never did.
    for (let i = 0; i < 8; i += 1)
      expect((await read({ skipCount: 1, maxResultCount: 2 })).rows.map((r) => r.userName)).toEqual([
        'agent',
        'finance',
      ]);
    // This test's own select (its last column is the tenant), not the users list of earlier requests.
    const own = async () => (await plans(db)).filter((p) => p.statement.includes('"tenant_id", count(*)'));
    const first = (await own()).find((p) => /limit 2 offset 1/i.test(p.statement));
    expect(Number(first?.generic_plans)).toBeGreaterThan(0);
    // A deep page keeps placeholders: one statement for every offset, not one per page.
    const deep = await read({ skipCount: 5000, maxResultCount: 2 });
    expect(deep).toEqual({ totalCount: 3, rows: [] });
    const texts = (await own()).map((p) => p.statement);
    expect(texts.some((s) => /limit \$\d+ offset \$\d+/i.test(s))).toBe(true);
  });
});

describe('list statements in a transaction', () => {
  it('stay unnamed, so that a pooled connection does not keep one per transaction', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const page = { skipCount: 0, maxResultCount: 5 };
    const select = { columns: { id: usersTable.id, userName: usersTable.userName } };
    await db.transaction(async (tx) => {
      // The connection may hold named statements from earlier requests (it comes from the pool): none is added.
      const names = async () =>
        (
          (await tx.execute(sql`select name from pg_prepared_statements order by name`)) as unknown as {
            rows: { name: string }[];
          }
        ).rows.map((r) => r.name);
      const before = await names();
      const read = await readList<{ userName: string }>(
        tx as unknown as Db,
        usersTable,
        select,
        sql`${usersTable.tenantId} = ${3}`,
        [sql`${usersTable.userName} asc`],
        page,
      );
      expect(read.rows.map((r) => r.userName)).toEqual(['admin', 'agent', 'finance']);
      expect(await names()).toEqual(before);
    });
  });
});
