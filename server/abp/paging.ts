import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { AbpValidationError } from './errors.js';

/**
 * Turns an ABP `Sorting` value ("userName desc, name") into ORDER BY terms over the allowed columns.
 * Unknown fields are a validation error naming `sorting`, never raw SQL.
 */
export function orderBy(
  sorting: string | null | undefined,
  columns: Record<string, AnyColumn>,
  fallback: SQL[],
): SQL[] {
  if (!sorting) return fallback;
  const byLower = new Map(Object.entries(columns).map(([k, c]) => [k.toLowerCase(), c]));
  return sorting.split(',').map((part) => {
    const [field = '', direction = 'asc', ...rest] = part.trim().split(/\s+/);
    const column = byLower.get(field.toLowerCase());
    const dir = direction.toLowerCase();
    if (!column || rest.length || (dir !== 'asc' && dir !== 'desc'))
      throw new AbpValidationError([
        { text: { key: 'FieldInvalid', args: ['Sorting'] }, members: ['sorting'] },
      ]);
    return dir === 'desc' ? desc(column) : asc(column);
  });
}

/** Escapes LIKE wildcards in a user's search text. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
