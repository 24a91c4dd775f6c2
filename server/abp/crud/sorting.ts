import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AbpValidationError } from '../errors.js';

/** Something a list may be ordered by: a column or any SQL expression (a computed column, a subquery). */
export type SortKey = AnyColumn | SQL;

/**
 * A sort whitelist keyed by exactly the fields a shared schema lists (e.g. `userSorting`), so that the server and
 * the SPA's sortable columns cannot drift apart: `sorting: {...} satisfies SortWhitelist<typeof userSorting>`.
 */
export type SortWhitelist<Fields extends readonly string[]> = Record<Fields[number], SortKey>;

/** The product's case- and accent-insensitive key of a text (the `cc_fold` SQL function, migration 0001). */
export const folded = (value: AnyColumn | SQL): SQL => sql`cc_fold(${value})`;

/** `column LIKE %text%`, case- and accent-insensitively, over any of the columns; undefined for blank text. */
export function containsText(text: string | null | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!text?.trim() || !columns.length) return undefined;
  const pattern = likePattern(text);
  const parts = columns.map((c) => sql`${folded(c)} like ${folded(sql`${pattern}`)}`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** Escapes LIKE wildcards in a user's search text. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const invalid = (member: 'sorting' | 'sortBy') =>
  new AbpValidationError([
    { text: { key: 'FieldInvalid', args: [member === 'sorting' ? 'Sorting' : 'SortBy'] }, members: [member] },
  ]);

/**
 * Turns an ABP `Sorting` ("userName desc, name") or the spec's `SortBy` value into ORDER BY terms over a
 * whitelist of fields (matched case-insensitively). An unknown field, a bad direction or stray words are a
 * validation error naming the input (`sorting` or `sortBy`), never raw SQL.
 */
export function orderBy(
  value: string | null | undefined,
  fields: Record<string, SortKey>,
  member: 'sorting' | 'sortBy' = 'sorting',
): SQL[] | null {
  if (!value?.trim()) return null;
  const byLower = new Map(Object.entries(fields).map(([k, c]) => [k.toLowerCase(), c]));
  return value.split(',').map((part) => {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
    const key = byLower.get(field.toLowerCase());
    const dir = direction.toLowerCase();
    if (!key || rest.length || (dir !== 'asc' && dir !== 'desc')) throw invalid(member);
    return dir === 'desc' ? desc(key) : asc(key);
  });
}
