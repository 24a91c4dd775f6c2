import type { FastifyRequest } from 'fastify';

/** PostgreSQL error classes caused by the input's values (22: data exception), not by the server. */
const DATA_EXCEPTION = /^22/;

interface PgLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The database error behind a (possibly wrapped) error, e.g. the `cause` of Drizzle's query error. */
export function databaseError(error: unknown): { code: string; message: string } | null {
  let current = error as PgLike | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return { code: current.code, message: String(current.message ?? '') };
    current = current.cause as PgLike | undefined;
  }
  return null;
}

/** True when the database refused a value of the request (out of range, bad encoding, bad date...). */
export const isInputDataError = (error: unknown) => DATA_EXCEPTION.test(databaseError(error)?.code ?? '');

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 200);

/**
 * What an error log line may say: the error's type, the database error code, the first line of the database
 * message (never Drizzle's "Failed query: ... params: ..." text, which carries the SQL and its parameters,
 * password hashes included) and the three innermost stack frames of the project's own code.
 */
export function describeError(error: unknown) {
  const err = error as Error;
  const db = databaseError(error);
  const frames = (err?.stack ?? '')
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at ') && !l.includes('node_modules') && !l.includes('node:'))
    .slice(0, 3)
    .map((l) => l.replace(/\(?(file:\/\/)?\/[^)]*\/(server|src)\//, '$2/').replace(/\)$/, ''));
  return {
    type: err?.name ?? typeof error,
    ...(db
      ? { dbCode: db.code, message: firstLine(db.message) }
      : { message: firstLine(String(err?.message ?? error)) }),
    frames,
  };
}

/** Logs one line per unexpected error, with the correlation id the error envelope returns too. */
export function logUnexpected(request: FastifyRequest, error: unknown) {
  request.log.error(
    { correlationId: request.id, route: request.routeOptions?.url ?? null, err: describeError(error) },
    'unhandled error',
  );
}
