import { AbpValidationError } from './errors.js';

/**
 * Input limits every operation shares, whatever its schema:
 * - no text value may hold a NUL character (PostgreSQL text cannot store it);
 * - ids and integers stay inside the database's 32-bit integer range;
 * - dates stay inside years 1 to 9999 (what .NET's DateTime and the SPA's pickers accept);
 * - bodies over the body limit answer 413 (errorHandler.ts).
 */
export { INT32_MAX as MAX_INT32, MAX_DATE, MIN_DATE } from '../../src/api/schemas/common.js';

/** The dotted path of the first string holding a NUL character, or null. */
export function nulBytePath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 16 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')];
    const found = nulBytePath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses input holding a NUL character with a 400 naming the field. */
export function assertNoNulBytes(raw: unknown) {
  const path = nulBytePath(raw);
  if (!path) return;
  const member = path.length ? path.join('.') : 'input';
  const field = (path[0] ?? 'input').replace(/^./, (c) => c.toUpperCase());
  throw new AbpValidationError([{ text: { key: 'FieldInvalid', args: [field] }, members: [member] }]);
}
