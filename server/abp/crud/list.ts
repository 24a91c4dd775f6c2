import { count, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * A resource's own select: the columns of one list row (table columns, joined columns, computed columns or
 * subqueries) and the joins they need. One row per entity: aggregate through subqueries, not GROUP BY.
 */
export interface ListSelect {
  columns: Record<string, unknown>;
  join?(query: PgSelect): PgSelect;
}

export interface Page {
  skipCount: number;
  maxResultCount: number;
}

/** The paging of a list input: PageNumber (1-based) wins over SkipCount when both are given. */
export function pageOf(input: { skipCount: number; maxResultCount: number; pageNumber?: number }): Page {
  const skipCount =
    input.pageNumber === undefined ? input.skipCount : (input.pageNumber - 1) * input.maxResultCount;
  return { skipCount, maxResultCount: input.maxResultCount };
}

const TOTAL = '__total';

function base(db: Db, table: PgTable, select: ListSelect, fields: Record<string, unknown>, where?: SQL) {
  // Drizzle's builder types cannot follow a select whose columns are configuration, hence the casts.
  const from = db
    .select(fields as Parameters<Db['select']>[0] & object)
    .from(table)
    .$dynamic() as unknown as PgSelect;
  return (select.join ? select.join(from) : from).where(where);
}

/**
 * One sorted page and the total number of matching rows in one round trip (`count(*) over()`). A page past
 * the end has no row to carry the total, so only then a second query counts.
 */
export async function readList<L>(
  db: Db,
  table: PgTable,
  select: ListSelect,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
): Promise<{ totalCount: number; rows: L[] }> {
  const fields = { ...select.columns, [TOTAL]: sql<number>`count(*) over()`.mapWith(Number) };
  const rows = (await base(db, table, select, fields, where)
    .orderBy(...order)
    .offset(page.skipCount)
    .limit(page.maxResultCount)) as Record<string, unknown>[];
  let totalCount = Number(rows[0]?.[TOTAL] ?? 0);
  if (!rows.length && page.skipCount > 0) {
    const [counted] = (await base(db, table, select, { n: count() }, where)) as { n: number }[];
    totalCount = Number(counted?.n ?? 0);
  }
  for (const row of rows) delete row[TOTAL];
  return { totalCount, rows: rows as L[] };
}

/** The rows of the resource's select that match `where` (no paging), e.g. one record for Get. */
export async function readRows<L>(db: Db, table: PgTable, select: ListSelect, where: SQL | undefined) {
  return (await base(db, table, select, select.columns, where)) as L[];
}

/**
 * A page of a big table (a million orders) without ever counting all of it:
 * - the page's ids first (`select id … order by … offset … limit …`, an index-only scan for the usual orders),
 *   then the page's rows by id (joins and computed columns for ten rows, not for every skipped one);
 * - the total exactly up to `exactUpTo` matching rows (`count(*)` over a `limit exactUpTo + 1` subquery); beyond
 *   it the planner's row estimate (`EXPLAIN`), flagged `totalCountIsEstimate`. A partial page knows its total.
 * Joins that filters and sorts do not use should be LEFT JOINs on unique keys: PostgreSQL then leaves them out
 * of the id and count queries.
 */
export async function readBigList<L>(
  db: Db,
  table: PgTable,
  select: ListSelect,
  idColumn: AnyColumn,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  exactUpTo: number,
): Promise<{ totalCount: number; totalCountIsEstimate: boolean; rows: L[] }> {
  const idRows = (await base(db, table, select, { id: idColumn }, where)
    .orderBy(...order)
    .offset(page.skipCount)
    .limit(page.maxResultCount)) as { id: number }[];
  const ids = idRows.map((r) => r.id);
  const found = ids.length
    ? await readRows<Record<string, unknown>>(db, table, select, inArray(idColumn, ids))
    : [];
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []) as L[];
  if (ids.length > 0 && ids.length < page.maxResultCount)
    return { totalCount: page.skipCount + ids.length, totalCountIsEstimate: false, rows };
  const total = await cappedCount(db, table, select, where, exactUpTo);
  return { ...total, rows };
}

/** The number of matching rows, exact up to `exactUpTo`, else the planner's estimate (flagged). */
export async function cappedCount(
  db: Db,
  table: PgTable,
  select: ListSelect,
  where: SQL | undefined,
  exactUpTo: number,
): Promise<{ totalCount: number; totalCountIsEstimate: boolean }> {
  const matching = () => base(db, table, select, { one: sql`1` }, where);
  const limited = matching()
    .limit(exactUpTo + 1)
    .as('limited');
  const [counted] = await db.select({ n: count() }).from(limited);
  const n = Number(counted?.n ?? 0);
  if (n <= exactUpTo) return { totalCount: n, totalCountIsEstimate: false };
  const plan = await db.execute(sql`explain (format json) ${matching().getSQL()}`);
  return { totalCount: Math.max(planRows(plan), exactUpTo + 1), totalCountIsEstimate: true };
}

/** The top plan node's row estimate from `EXPLAIN (FORMAT JSON)` (PGlite and node-postgres alike). */
function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
