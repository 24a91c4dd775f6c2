import type { Placeholder, SQL } from 'drizzle-orm';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { genericPlans, type Db } from '../../db/client.js';
import type { ListSelect, Page } from './list.js';
import { renderSql } from './render.js';
import { prepareRows, type RowStatement } from './rows.js';

/* The prepared page statements of the list reads (list.ts): rendered once per shape, run with each request's values. */

const dialect = new PgDialect();

/**
 * SQL rendered once: its text (`$1`, `$2`… for its values), the values as the driver gets them (encoded by their
 * columns), and, for building a statement of a new shape, the same text as a template whose values are
 * placeholders named `${prefix}0`, `${prefix}1`… (made only then: most requests reuse a statement).
 */
function parameterize(chunk: SQL, prefix: string): { text: string; values: unknown[]; template(): SQL } {
  const { sql: text, params } = renderSql(chunk);
  const template = () => {
    const parts = text.split(/\$(\d+)/);
    return sql.join(
      parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.placeholder(`${prefix}${Number(part) - 1}`))),
    );
  };
  return { text, values: params, template };
}

type Parameterized = ReturnType<typeof parameterize>;

/** A page's condition and order, each rendered once for the request (see parameterize). */
export interface PageParts {
  condition?: Parameterized;
  order: Parameterized[];
}

/** The rendered ORDER BYs, by the list of terms (a list keeps one per sort asked for: crud/index.ts). */
const renderedOrders = new WeakMap<SQL[], Parameterized[]>();

export function pageParts(where: SQL | undefined, order: SQL[]): PageParts {
  let rendered = renderedOrders.get(order);
  if (!rendered) {
    rendered = order.map((part, i) => parameterize(part, `o${i}_`));
    renderedOrders.set(order, rendered);
  }
  return { condition: where && parameterize(where, 'w'), order: rendered };
}

/** The page's offset and size in a prepared page query, as placeholders. */
const SKIP = sql.placeholder('skip');
const TAKE = sql.placeholder('take');

/**
 * Pages up to this offset are written into the statement's text as numbers; further pages use placeholders. With
 * `LIMIT $1 OFFSET $2` PostgreSQL cannot cost a generic plan (it assumes a tenth of the rows are wanted and that
 * the rows skipped cost their subqueries), finds it dearer than a plan for the values, and so plans the statement
 * again at every run: on the users list that was two thirds of PostgreSQL's time per request. With the numbers in
 * the text it settles on the generic plan after five runs. The first pages are nearly every request; deeper pages
 * are planned per run as before, and do not multiply the statements each connection keeps.
 */
export const LITERAL_PAGING_UP_TO = 100;

/**
 * What a page query puts after OFFSET and LIMIT: placeholders, or numbers written into the text (typed as
 * placeholders: Drizzle's builder takes either, and renders any SQL chunk it is given).
 * - `flat`: `offset skip limit take`.
 * - `bucket` (deep pages whose statement runs on a generic plan, see bucketOf): `offset from limit span` in the
 *   query's order, both numbers written (span = from + take: every page of the bucket is within it), then
 *   `offset rest limit take` of those rows, `rest` (the offset less `from`) a placeholder.
 */
export type Paging =
  | { kind: 'flat'; skip: Placeholder; take: Placeholder }
  | { kind: 'bucket'; from: Placeholder; span: Placeholder; rest: Placeholder; take: Placeholder };
const written = (n: number) => sql.raw(String(n)) as unknown as Placeholder;
const REST = sql.placeholder('rest');

const literalPaging = (page: Page): boolean =>
  page.skipCount <= LITERAL_PAGING_UP_TO &&
  Number.isSafeInteger(page.skipCount) &&
  Number.isSafeInteger(page.maxResultCount) &&
  page.skipCount >= 0 &&
  page.maxResultCount >= 0;

/**
 * A deep page's bucket: the largest power of two not above its offset. The statement names the bucket's first row
 * and how many rows it may read from there (`from` + the page size), so the planner's estimate is the same for every
 * offset in the bucket and a generic plan costs what the planned ones do; a list has at most one statement per
 * bucket (about twenty up to a million rows) and page size, not one per offset.
 */
export function bucketOf(page: Page): { from: number; rest: number } | null {
  const { skipCount: skip, maxResultCount: take } = page;
  if (literalPaging(page) || !Number.isSafeInteger(skip) || !Number.isSafeInteger(take) || take < 0)
    return null;
  if (take > 1000 || skip > 2 ** 40) return null;
  const from = 2 ** Math.floor(Math.log2(skip));
  return { from, rest: skip - from };
}

/**
 * A list's page queries, built and rendered once per shape (which filters, which order, whether it counts: the
 * `variant`; for the first pages, the page itself) and per database, then run with the request's values. Building
 * and rendering a page query with its many columns was a quarter of a list request's time on the server. At most
 * SHAPES shapes are kept per select and database (the oldest go). A statement's name is a hash of its text: a shape
 * built again after it went reuses what each connection already prepared instead of preparing one more.
 */
const SHAPES = 256;
const prepared = new WeakMap<object, WeakMap<ListSelect, Map<string, RowStatement<unknown>>>>();

/**
 * Runs the page query of this shape (built by `build` the first time) and answers `map` of its rows, the driver's
 * arrays. A shape's statement keeps the `map` it was built with: it must depend on the select and the variant only.
 */
export function pageQuery<R>(
  db: Db,
  table: PgTable,
  select: ListSelect,
  parts: PageParts,
  page: Page,
  variant: unknown[],
  build: (condition: SQL | undefined, order: SQL[], paging: Paging) => PgSelect,
  map: (rows: unknown[][]) => R,
  options: { genericDeepPages?: boolean } = {},
): Promise<R> {
  const literal = literalPaging(page);
  // A deep page of a list whose plan does not depend on the values (no filter: the tenant and the order only) runs
  // on a generic plan: planning it was a third of the database's time per request, at every offset.
  // Only where such connections exist (PostgreSQL, outside a transaction): PGlite plans every run anyway, so the
  // bucket would gain it nothing (decision 0020).
  const generic = options.genericDeepPages && !is(db, PgTransaction) ? genericPlans(db) : db;
  const bucket = generic !== db ? bucketOf(page) : null;
  if (bucket) db = generic;
  let selects = prepared.get(db);
  if (!selects) prepared.set(db, (selects = new WeakMap()));
  let shapes = selects.get(select);
  if (!shapes) selects.set(select, (shapes = new Map()));
  const shape = [
    getTableName(table),
    ...variant,
    literal ? `${page.skipCount}/${page.maxResultCount}` : '',
    bucket ? `bucket ${bucket.from}/${page.maxResultCount}` : '',
    parts.condition?.text ?? '',
    ...parts.order.map((p) => p.text),
  ].join('\u0000');
  let statement = shapes.get(shape);
  if (!statement) {
    const paging: Paging = bucket
      ? {
          kind: 'bucket',
          from: written(bucket.from),
          span: written(bucket.from + page.maxResultCount),
          rest: REST,
          take: written(page.maxResultCount),
        }
      : literal
        ? { kind: 'flat', skip: written(page.skipCount), take: written(page.maxResultCount) }
        : { kind: 'flat', skip: SKIP, take: TAKE };
    const query = dialect.sqlToQuery(
      build(
        parts.condition?.template(),
        parts.order.map((part) => part.template()),
        paging,
      ).getSQL(),
    );
    // A transaction's connection goes back to the pool with whatever it prepared: a transaction's statements stay
    // unnamed, so that connections do not collect one more named statement per transaction.
    statement = prepareRows(db, query, map, is(db, PgTransaction) ? '' : statementName(query.sql));
    if (shapes.size >= SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, statement);
  }
  const values: Record<string, unknown> = bucket
    ? { rest: bucket.rest }
    : literal
      ? {}
      : { skip: page.skipCount, take: page.maxResultCount };
  parts.condition?.values.forEach((value, i) => (values[`w${i}`] = value));
  parts.order.forEach((part, j) => part.values.forEach((value, i) => (values[`o${j}_${i}`] = value)));
  return statement.execute(values) as Promise<R>;
}

/** `cc_list_` and a hash of the statement's text: one name per text, whoever builds it. */
function statementName(text: string): string {
  return `cc_list_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
}
