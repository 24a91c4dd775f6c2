import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { UserFriendlyError } from '../errors.js';

/*
 * Optimistic concurrency, as ABP's `IHasConcurrencyStamp`: every updatable row carries a random stamp
 * (`concurrencyStamp()` in server/db/columns.ts), Get/GetAll answer it, and an Update naming the stamp it read is
 * refused with a 409 when the row has changed since. The check is the WHERE of the UPDATE that writes the new stamp
 * (and locks the row for the rest of the save), so two saves from one copy cannot both succeed even when they run
 * at the same moment. An Update without a stamp is not checked (a stock ABP client of an entity without one).
 */

/** A stale save: HTTP 409, "someone else changed this record", in the request's language. */
export class ConcurrencyConflictError extends UserFriendlyError {
  constructor() {
    super({ key: 'ConcurrencyConflict' }, { key: 'ConcurrencyConflictDetails' }, 0, 409);
  }
}

/** A new stamp for each row a statement writes (set it with every change to what a form edits). */
export const renewedStamp = (): SQL<string> => sql<string>`gen_random_uuid()::text`;

/** The stamp an Update input names, when it names one (blank counts as none). */
export function expectedStamp(input: { concurrencyStamp?: string | null }): string | undefined {
  const stamp = input.concurrencyStamp;
  return typeof stamp === 'string' && stamp.trim() ? stamp : undefined;
}

/** The UPDATE's condition: the row, and its stamp still being the one the caller read. */
export function stampedRow(
  idColumn: AnyColumn,
  id: number,
  stampColumn: AnyColumn,
  expected: string | undefined,
) {
  return and(eq(idColumn, id), expected === undefined ? undefined : eq(stampColumn, expected));
}
