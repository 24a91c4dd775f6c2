import { Column, is, SQL, Subquery, type AnyColumn, type Query } from 'drizzle-orm';
import { PgDialect, PgTimestamp, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/*
 * The list reads' rows straight from the driver's arrays (`rowMode: 'array'`). Drizzle maps each row of a select
 * into an object by walking its fields and asking each what it is (`is()`, through the prototype chain) for every
 * value of every row; a list page then built a second object, its DTO, from that one. A reader is compiled once
 * per select instead, and a resource may read its rows straight into its DTOs (`ListSelect.read`).
 */

/** One row from the driver's values of a select's columns, in their order (`Object.keys` of the columns). */
export type RowReader<L = unknown> = (values: unknown[]) => L;

/** The index of each column of a select in the driver's row, by the column's key. */
export type ColumnIndexes<K extends string = string> = Readonly<Record<K, number>>;

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What Drizzle decodes a selected field's driver value with (as its `mapResultRow` does). */
export function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  // The decoders of SQL are not in Drizzle's types (`mapWith` sets them).
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as { decoder: Decoder }).decoder;
  throw new Error('A list select takes columns, SQL or aliased SQL, one level deep');
}

/** The value Drizzle gives for a driver value of `column` (its own decoder; null stays null). */
export const decoded = <T>(column: unknown, value: unknown): T =>
  (value === null ? null : (column as Decoder).mapFromDriverValue(value)) as T;

/** PostgreSQL's text of a `timestamp` (ISO date style) in years 1000–9999, to the millisecond at most. */
const PLAIN_TIMESTAMP = /^[1-9]\d{3}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,3})?$/;

/**
 * Reads the driver's values of a timestamp column as ISO text, exactly as `decoded(column, value).toISOString()`
 * (Drizzle reads a `timestamp` without time zone as UTC) but, for the text PostgreSQL writes, without a Date.
 */
export function timestampIso(column: AnyColumn): (value: unknown) => string {
  const viaDate = (value: unknown) => decoded<Date>(column, value).toISOString();
  if (!is(column, PgTimestamp) || column.withTimezone) return viaDate;
  return (value) => {
    if (typeof value !== 'string' || !PLAIN_TIMESTAMP.test(value)) return viaDate(value);
    const ms = value.length === 19 ? '.000' : `${value.slice(19)}00`.slice(0, 4);
    return `${value.slice(0, 10)}T${value.slice(11, 19)}${ms}Z`;
  };
}

export const columnIndexes = <K extends string>(columns: Record<K, unknown>): ColumnIndexes<K> =>
  Object.fromEntries(Object.keys(columns).map((key, i) => [key, i])) as Record<K, number>;

/**
 * The rows Drizzle's select of `columns` gives (the same objects, values decoded by each column), compiled once:
 * the keys and decoders are looked up when the reader is made, not for every value.
 */
export function fieldsReader(columns: Record<string, unknown>): RowReader<Record<string, unknown>> {
  const keys = Object.keys(columns);
  const decoders = keys.map((key) => decoderOf(columns[key]));
  const n = keys.length;
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) {
      const value = values[i];
      row[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
    }
    return row;
  };
}

const dialect = new PgDialect();

/** A statement whose rows (arrays) go to `map`: named (prepared once per connection) or, without a name, not. */
export interface RowStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Prepares `query` to answer `map(rows)`, with the rows as the driver's arrays (no mapping by Drizzle). */
export function prepareRows<R>(
  db: Db,
  query: Query,
  map: (rows: unknown[][]) => R,
  name?: string,
): RowStatement<R> {
  return db._.session.prepareQuery<{ execute: R; all: unknown; values: unknown }>(
    query,
    undefined,
    name,
    true,
    map,
  );
}

/** Runs `query` once (unnamed) and answers `map(rows)`, the rows being the driver's arrays. */
export const runRows = <R>(db: Db, query: PgSelect, map: (rows: unknown[][]) => R): Promise<R> =>
  prepareRows(db, dialect.sqlToQuery(query.getSQL()), map).execute();
