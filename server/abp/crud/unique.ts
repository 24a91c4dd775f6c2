import type { MessageKey } from '../l10n/index.js';
import { fieldError } from '../errors.js';

/**
 * What a unique index guards, by index name: the input field it names and the message. A write that loses a
 * race against an identical one fails on the index; this turns that into the same 400 the look-up gives.
 */
export type UniqueIndexes<I> = Record<
  string,
  { field: string; message: MessageKey; value(input: I): string }
>;

interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** The name of the unique index a PostgreSQL or PGlite error violated (through Drizzle's wrapper), if any. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth += 1) {
    if (e.code === '23505')
      return e.constraint ?? /unique constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
  }
  return null;
}

/** Runs a write; a violation of a listed unique index becomes a validation error naming its field. */
export async function guardUnique<I, R>(
  indexes: UniqueIndexes<I> | undefined,
  input: I,
  write: () => Promise<R>,
) {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const guard = index === null ? undefined : indexes?.[index];
    if (guard) throw fieldError([guard.field], guard.message, guard.value(input));
    throw error;
  }
}
