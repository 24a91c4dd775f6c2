import { Column, Param, SQL, StringChunk, Table, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/*
 * A list request's condition rendered to text and values, as PostgreSQL's dialect renders it (`sqlToQuery`), but
 * for the few kinds of chunk a condition is made of, tested with `instanceof` instead of Drizzle's `is()` (which
 * walks each class chain for every kind it rules out). Anything else (an alias, a subquery, a placeholder, inline
 * values, a column named after its key) is left to Drizzle: the whole condition is then rendered by it.
 * Rendering a filtered orders page's condition took Drizzle about 80 µs; tests compare both on every filter kind.
 */

const dialect = new PgDialect();
const NAME = Symbol.for('drizzle:Name');
const SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Thrown inside the walk when a chunk is not one of the kinds rendered here. */
const OTHER = Symbol('other chunk');

type TableLike = Record<symbol, unknown>;

function tableName(table: TableLike): string | typeof OTHER {
  if (table[IS_ALIAS] !== false) return OTHER;
  const schema = table[SCHEMA];
  const name = escapeName(table[NAME] as string);
  return schema === undefined ? name : `${escapeName(schema as string)}.${name}`;
}

function walk(chunk: unknown, out: { sql: string; params: unknown[] }): void {
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.join('');
  } else if (chunk === undefined) {
    // Nothing, as in Drizzle.
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw OTHER;
    for (const inner of chunk.queryChunks) walk(inner, out);
  } else if (chunk instanceof Column) {
    const { keyAsName } = chunk as unknown as { keyAsName?: boolean };
    const table = tableName(chunk.table as unknown as TableLike);
    if (keyAsName || table === OTHER) throw OTHER;
    out.sql += `${table}.${escapeName(chunk.name)}`;
  } else if (chunk instanceof Param) {
    const { value, encoder } = chunk as unknown as {
      value: unknown;
      encoder: { mapToDriverValue(value: unknown): unknown };
    };
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value))
      throw OTHER;
    const mapped = value === null ? null : encoder.mapToDriverValue(value);
    if (mapped !== null && typeof mapped === 'object' && !(mapped instanceof Date) && !Array.isArray(mapped))
      throw OTHER;
    out.params.push(mapped);
    out.sql += `$${out.params.length}`;
  } else if (Array.isArray(chunk)) {
    out.sql += '(';
    chunk.forEach((item, i) => {
      if (i > 0) out.sql += ', ';
      walk(item, out);
    });
    out.sql += ')';
  } else if (chunk instanceof Table) {
    const table = tableName(chunk as unknown as TableLike);
    if (table === OTHER) throw OTHER;
    out.sql += table;
  } else if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
    // A bare value in a template (a text, a number, a Date): a parameter as it is.
    if (typeof chunk === 'function' || typeof chunk === 'symbol') throw OTHER;
    out.params.push(chunk);
    out.sql += `$${out.params.length}`;
  } else {
    throw OTHER;
  }
}

/** `new PgDialect().sqlToQuery(chunk)`: its text and values (not its typings, which nothing here reads). */
export function renderSql(chunk: SQL): Query {
  const out = { sql: '', params: [] as unknown[] };
  try {
    walk(chunk, out);
  } catch (error) {
    if (error !== OTHER) throw error;
    const { sql, params } = dialect.sqlToQuery(chunk);
    return { sql, params };
  }
  return out;
}
