import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Inserts many rows in one statement per `chunk` rows: the rows travel as one JSON parameter and PostgreSQL
 * unpacks them (`json_to_recordset`), which is several times faster than thousands of bound parameters, above
 * all on PGlite. For seeds and generators, not for request handling: values are written as the table's
 * column types read them (dates as ISO text, JSON columns as JSON), without Drizzle's per-value mapping.
 * Returns the `returning` columns of the new rows (ids and other integers as numbers, the rest as text).
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  options: { returning?: (keyof T['$inferSelect'] & string)[]; chunk?: number } = {},
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
  const names = keys.map((k) => sql.identifier(columns[k]!.name));
  const types = keys.map(
    (k) => sql`${sql.identifier(columns[k]!.name)} ${sql.raw(recordType(columns[k]!.getSQLType()))}`,
  );
  const returning = options.returning ?? [];
  const out: Record<string, unknown>[] = [];
  const size = options.chunk ?? 5000;
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows.slice(i, i + size).map((row) => {
        const record: Record<string, unknown> = {};
        for (const k of keys) {
          const value = (row as Record<string, unknown>)[k];
          record[columns[k]!.name] = value instanceof Date ? value.toISOString() : value;
        }
        return record;
      }),
    );
    const back = returning.length
      ? sql` returning ${sql.join(
          returning.map((k) => sql`${sql.identifier(columns[k]!.name)}::text as ${sql.identifier(k)}`),
          sql`, `,
        )}`
      : sql``;
    const result = (await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
        select ${sql.join(names, sql`, `)} from json_to_recordset(${json}::json) as x(${sql.join(types, sql`, `)})${back}`,
    )) as unknown as { rows: Record<string, string | null>[] };
    for (const row of result.rows)
      out.push(
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            v !== null && /^-?\d+$/.test(v) && v.length < 16 ? Number(v) : v,
          ]),
        ),
      );
  }
  return out;
}

/** The type a column is read as from JSON: serial types are their integers; arrays and the rest as declared. */
function recordType(type: string): string {
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
}
