import { count, sql, type SQL } from 'drizzle-orm';
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
