import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AbpValidationError } from '../errors.js';

/**
 * A sort key whose two directions are written differently, e.g. `voucher_no USING ~<~` / `USING ~>~`, the byte
 * order a `text_pattern_ops` index keeps, so that the index can serve the sort.
 */
export interface DirectedSortKey {
  asc: SQL;
  desc: SQL;
}

/** Something a list may be ordered by: a column, any SQL expression (a computed column, a subquery), or a pair. */
export type SortKey = AnyColumn | SQL | DirectedSortKey;

const isDirected = (key: SortKey): key is DirectedSortKey =>
  typeof key === 'object' && key !== null && 'asc' in key && 'desc' in key && !('getSQL' in key);

/** The ORDER BY term of a sort key in a direction. */
export function sortTerm(key: SortKey, direction: 'asc' | 'desc'): SQL {
  if (isDirected(key)) return key[direction];
  return direction === 'desc' ? desc(key) : asc(key);
}

/** `column USING ~<~` (ascending) or `USING ~>~`: byte order, served by a `text_pattern_ops` index. */
export const patternOrder = (column: AnyColumn): DirectedSortKey => ({
  asc: sql`${column} using ~<~`,
  desc: sql`${column} using ~>~`,
});

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

export interface SortPart {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/**
 * Reads an ABP `Sorting` ("userName desc, name") or the spec's `SortBy` value as keys of a whitelist of fields
 * (matched case-insensitively). An unknown field, a bad direction or stray words are a validation error naming
 * the input (`sorting` or `sortBy`), never raw SQL.
 */
export function sortParts(
  value: string | null | undefined,
  fields: Record<string, SortKey>,
  member: 'sorting' | 'sortBy' = 'sorting',
): SortPart[] | null {
  if (!value?.trim()) return null;
  const byLower = new Map(Object.entries(fields).map(([k, c]) => [k.toLowerCase(), c]));
  return value.split(',').map((part) => {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
    const key = byLower.get(field.toLowerCase());
    const dir = direction.toLowerCase();
    if (!key || rest.length || (dir !== 'asc' && dir !== 'desc')) throw invalid(member);
    return { key, direction: dir };
  });
}

/** `sortParts` as ORDER BY terms. */
export function orderBy(
  value: string | null | undefined,
  fields: Record<string, SortKey>,
  member: 'sorting' | 'sortBy' = 'sorting',
): SQL[] | null {
  return sortParts(value, fields, member)?.map((p) => sortTerm(p.key, p.direction)) ?? null;
}

/**
 * The ORDER BY of a list: the requested parts, then the tie-breakers in the direction of the last part, ending
 * with the unique id (left out once a part is the id itself, and so are tie-breakers already requested).
 */
export function orderWithTies(parts: SortPart[], tieBreakers: SortKey[], id: AnyColumn): SQL[] {
  const terms = parts.map((p) => sortTerm(p.key, p.direction));
  if (parts.some((p) => p.key === id)) return terms;
  const direction = parts.at(-1)?.direction ?? 'asc';
  const ties = [...tieBreakers, id].filter((k) => !parts.some((p) => p.key === k));
  return [...terms, ...ties.map((k) => sortTerm(k, direction))];
}
