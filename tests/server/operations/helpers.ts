import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PagedResultDto } from '../../../src/api/types/abp.js';
import { app, type CallOptions, type TestApp } from '../helpers.js';
import { callerFor, expectOk, type Caller } from '../config/helpers.js';

export { callerFor, expectOk, rejection, signIn, type Caller } from '../config/helpers.js';

/** Demo tenants: Serbia (agent code BEG-001, RSD and EUR) and North Macedonia. */
export const SERBIA = 3;
export const NORTH_MACEDONIA = 4;

/** One page of a list operation (`Service/Operation`), as the caller sees it. */
export async function page<T>(caller: Caller, path: string, query: CallOptions['query'] = {}) {
  return expectOk(
    await caller.call<PagedResultDto<T>>({ url: app(path), query: { MaxResultCount: 1000, ...query } }),
  );
}

/** Rows of a query straight from the database (the expected answer of a list). */
export async function rows<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function ids(t: TestApp, query: SQL): Promise<number[]> {
  return (await rows<{ id: string | number }>(t, query)).map((r) => Number(r.id));
}

export async function scalar(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(t, query);
  return Number(row?.n ?? 0);
}

/** Signs in `userName` of `tenantId` on an existing server. */
export async function as(t: TestApp, userName: string, tenantId: number | null): Promise<Caller> {
  return callerFor(t, await t.login(userName, tenantId));
}

/** The list's total equals the database's count of the matching rows, and it is not estimated. */
export function expectTotal(result: PagedResultDto<unknown>, expected: number) {
  expect(result.totalCount).toBe(expected);
  if ('totalCountIsEstimate' in result) expect(result.totalCountIsEstimate).toBe(false);
}

export const raw = sql.raw;
