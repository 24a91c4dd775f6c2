import {
  Column,
  count,
  inArray,
  is,
  Param,
  Placeholder,
  sql,
  SQL,
  StringChunk,
  Table,
  type AnyColumn,
} from 'drizzle-orm';
import { type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { countKey, type CountCache } from './countCache.js';
import { pageParts, pageQuery, type Paging } from './pageStatements.js';
import { columnIndexes, fieldsReader, runRows, type ColumnIndexes, type RowReader } from './rows.js';

/**
 * A resource's own select: the columns of one list row (table columns, joined columns, computed columns or
 * subqueries) and the joins they need. One row per entity: aggregate through subqueries, not GROUP BY.
 */
export interface ListSelect {
  columns: Record<string, unknown>;
  join?(query: PgSelect): PgSelect;
  /**
   * Reads a row from the driver's values of `columns` (`at[key]` is the index of each), e.g. straight into the
   * resource's DTO. By default each column's value is decoded as Drizzle does (`fieldsReader`).
   */
  read?(at: ColumnIndexes): RowReader;
}

const readers = new WeakMap<ListSelect, { read: RowReader; width: number }>();

/** The select's row reader (made once) and its number of columns (a page's extra column comes after them). */
function readerOf(select: ListSelect) {
  let reader = readers.get(select);
  if (!reader) {
    const width = Object.keys(select.columns).length;
    const read = select.read ? select.read(columnIndexes(select.columns)) : fieldsReader(select.columns);
    readers.set(select, (reader = { read, width }));
  }
  return reader;
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
 * Whether SQL names anything but `table`'s columns (a joined table's column, another table, a subquery): then a
 * query over it needs the select's joins. Anything it cannot tell counts as naming another table.
 */
export function namesOtherTables(chunk: unknown, table: PgTable): boolean {
  if (Array.isArray(chunk)) return chunk.some((c) => namesOtherTables(c, table));
  if (chunk === undefined || chunk === null || typeof chunk !== 'object') return false;
  // The usual kinds first, by `instanceof` (what `is()` tries first, before walking the class chain).
  if (chunk instanceof StringChunk) return false;
  if (chunk instanceof Column) return chunk.table !== table;
  if (chunk instanceof SQL) return namesOtherTables(chunk.queryChunks, table);
  if (chunk instanceof Param && (chunk.value === null || typeof chunk.value !== 'object')) return false;
  if (is(chunk, StringChunk)) return false;
  if (is(chunk, Column)) return chunk.table !== table;
  if (is(chunk, Table)) return chunk !== table;
  if (is(chunk, SQL)) return namesOtherTables(chunk.queryChunks, table);
  if (is(chunk, SQL.Aliased)) return namesOtherTables(chunk.sql, table);
  // A bound value (a number, a text, a date, a list of them) names nothing; an SQL value or a column might.
  if (is(chunk, Param))
    return is(chunk.value, SQL) || is(chunk.value, Column) ? namesOtherTables(chunk.value, table) : false;
  if (is(chunk, Placeholder) || chunk instanceof Date) return false;
  return true;
}

const orderNames = new WeakMap<SQL[], { table: PgTable; names: boolean }>();

/** namesOtherTables of an ORDER BY, remembered per list of terms (a list keeps one per sort: crud/index.ts). */
function orderNamesOthers(order: SQL[], table: PgTable): boolean {
  let known = orderNames.get(order);
  if (known?.table !== table)
    orderNames.set(order, (known = { table, names: namesOtherTables(order, table) }));
  return known.names;
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
  const fields = { ...select.columns, [TOTAL]: sql`count(*) over()` };
  const { read, width } = readerOf(select);
  const found = await pageQuery(
    db,
    table,
    select,
    pageParts(where, order),
    page,
    ['list'],
    (condition, sorted, paging) => {
      if (paging.kind !== 'flat') throw new Error('readList pages by offset only');
      return base(db, table, select, fields, condition)
        .orderBy(...sorted)
        .offset(paging.skip)
        .limit(paging.take);
    },
    (values) => ({ rows: values.map(read) as L[], total: values[0]?.[width] }),
  );
  let totalCount = Number(found.total ?? 0);
  if (!found.rows.length && page.skipCount > 0) {
    const [counted] = (await base(db, table, select, { n: count() }, where)) as { n: number }[];
    totalCount = Number(counted?.n ?? 0);
  }
  return { totalCount, rows: found.rows };
}

/** The rows of the resource's select that match `where` (no paging), e.g. one record for Get. */
export async function readRows<L>(db: Db, table: PgTable, select: ListSelect, where: SQL | undefined) {
  const { read } = readerOf(select);
  return runRows(db, base(db, table, select, select.columns, where), (values) => values.map(read) as L[]);
}

export interface BigListOptions {
  /** Count exactly up to this many matching rows; beyond, the planner's estimate (`totalCountIsEstimate`). */
  exactUpTo: number;
  /**
   * The condition is the caller's scope only (no filter, no keyword): its deep pages run on a generic plan
   * (pageStatements.ts, bucketOf), planned once per connection instead of at every request.
   */
  genericDeepPages?: boolean;
  /** Where totals above `exactUpTo` are remembered for a while (see CountCache), and under which key. */
  counts?: { cache: CountCache; tenantId: number | null; resource: string };
}

/**
 * A page of a big table (a million orders) in one round trip, without ever counting all of it:
 * - the page's ids come from a subquery (`… order by … offset … limit …`: an index scan for the usual orders, with
 *   no join), and only those rows are read with their joins and computed columns (`where id in (…)`);
 * - the total is counted exactly up to `exactUpTo` matching rows (`count(*)` over a `limit exactUpTo + 1`
 *   subquery, in the same statement); beyond it the answer is the planner's row estimate (`EXPLAIN`), flagged
 *   `totalCountIsEstimate`, and remembered in `counts` for a while, so that the next pages and the next callers
 *   with the same condition count nothing. A partial page knows its total without counting, and so does a full
 *   page past the limit (the total is then above it).
 * Joins that filters and sorts do not use should be LEFT JOINs on unique keys: PostgreSQL then leaves them out
 * of the id and count subqueries.
 */
export async function readBigList<L>(
  db: Db,
  table: PgTable,
  select: ListSelect,
  idColumn: AnyColumn,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  options: BigListOptions,
): Promise<{ totalCount: number; totalCountIsEstimate: boolean; rows: L[] }> {
  const { exactUpTo, counts } = options;
  // The ids and the count need the joins only when the condition or the order names a joined column: PostgreSQL
  // leaves unused LEFT JOINs out, but still reads the join columns, which rules out index-only scans.
  const narrow: ListSelect = { columns: select.columns };
  const conditionNamesOthers = namesOtherTables(where, table);
  const idSelect = conditionNamesOthers || orderNamesOthers(order, table) ? select : narrow;
  const countSelect = conditionNamesOthers ? select : narrow;
  const matching = (condition = where) => base(db, table, countSelect, { one: sql`1` }, condition);
  const parts = pageParts(where, order);
  const key =
    counts &&
    countKey(counts.tenantId, counts.resource, parts.condition?.text ?? '', parts.condition?.values ?? []);
  const remembered = key === undefined ? undefined : counts!.cache.get(key);
  // Past the limit, a full page already proves that more than `exactUpTo` rows match.
  const countHere = remembered === undefined && page.skipCount < exactUpTo;
  const variant = ['big', idColumn.name, exactUpTo, countHere, idSelect === select, countSelect === select];
  const { read, width } = readerOf(select);
  const found = await pageQuery(
    db,
    table,
    select,
    parts,
    page,
    variant,
    (condition, sorted, paging) => {
      const ordered = base(db, table, idSelect, { id: idColumn }, condition).orderBy(...sorted);
      const ids =
        paging.kind === 'flat'
          ? ordered.offset(paging.skip).limit(paging.take)
          : bucketIds(db, ordered.offset(paging.from).limit(paging.span), paging);
      const capped = sql`(select count(*) from (${matching(condition).limit(exactUpTo + 1)}) as capped)`;
      const fields = countHere ? { ...select.columns, [TOTAL]: capped } : select.columns;
      return base(db, table, select, fields, inArray(idColumn, ids)).orderBy(...sorted);
    },
    (values) => ({
      rows: values.map(read) as L[],
      counted: countHere && values.length ? Number(values[0]![width]) : undefined,
    }),
    { genericDeepPages: options.genericDeepPages },
  );
  const { rows, counted } = found;
  const seen = page.skipCount + rows.length;
  if (rows.length > 0 && rows.length < page.maxResultCount)
    return { totalCount: seen, totalCountIsEstimate: false, rows };
  if (counted !== undefined && counted <= exactUpTo)
    return { totalCount: counted, totalCountIsEstimate: false, rows };
  if (!rows.length && page.skipCount > 0) {
    // A page past the end: count what there is (up to the limit). Above the limit, fewer than `skipCount` rows
    // match whatever the estimate says, so that the caller's last page is before this one.
    const total = await cappedCount(db, table, countSelect, where, exactUpTo);
    if (!total.totalCountIsEstimate) return { ...total, rows };
    return { totalCount: Math.min(total.totalCount, page.skipCount), totalCountIsEstimate: true, rows };
  }
  if (!rows.length && page.skipCount === 0) return { totalCount: 0, totalCountIsEstimate: false, rows };
  let estimate = remembered;
  if (estimate === undefined) {
    estimate = Math.max(await planRowsOf(db, matching()), exactUpTo + 1);
    if (key !== undefined) counts!.cache.set(key, counts!.tenantId, estimate);
  }
  // Never fewer than the rows the caller has already been shown, so that paging forward stays possible.
  return { totalCount: Math.max(estimate, seen + (rows.length ? 1 : 0)), totalCountIsEstimate: true, rows };
}

/**
 * The ids of a page inside its bucket: `offset rest limit take` of the bucket's rows, which the subquery gives in
 * the list's order (a subquery scan keeps its input's order; nothing between them joins, groups or sorts).
 */
function bucketIds(db: Db, bucket: PgSelect, paging: Extract<Paging, { kind: 'bucket' }>) {
  const rows = bucket.as('bucket');
  return db
    .select({ id: sql.raw(`"bucket"."id"`) })
    .from(rows)
    .offset(paging.rest)
    .limit(paging.take);
}

async function planRowsOf(db: Db, query: PgSelect): Promise<number> {
  return planRows(await db.execute(sql`explain (format json) ${query.getSQL()}`));
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
  return {
    totalCount: Math.max(await planRowsOf(db, matching()), exactUpTo + 1),
    totalCountIsEstimate: true,
  };
}

/** The top plan node's row estimate from `EXPLAIN (FORMAT JSON)` (PGlite and node-postgres alike). */
function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}
