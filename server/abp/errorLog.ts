import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

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
/** Drizzle's wrapper message starts with the query's text: never logged, whatever its cause. */
const safeMessage = (text: string) => (/^Failed query:/i.test(text) ? 'Failed query' : firstLine(text));

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
      ? { dbCode: db.code, message: safeMessage(db.message) }
      : { message: safeMessage(String(err?.message ?? error)) }),
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

/**
 * A request's address for the request log: the path and the names of the query's parameters, never their values
 * (reservation-link and document tokens, surnames, phone numbers travel in query strings), both cut short.
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).slice(0, 300);
  if (at < 0) return path;
  const keys = [...new Set(new URLSearchParams(url.slice(at + 1)).keys())].map((k) => k.slice(0, 40));
  return `${path}?${keys
    .slice(0, 20)
    .map((k) => `${encodeURIComponent(k)}=…`)
    .join('&')}`;
}

/** pino's request serializer as Fastify's default, with the address redacted (and still no headers or body). */
export const requestLogSerializers = {
  req: (request: FastifyRequest | IncomingMessage) => {
    const r = request as FastifyRequest;
    return {
      method: r.method,
      url: redactedUrl(r.url ?? ''),
      host: r.host,
      remoteAddress: r.ip,
      remotePort: r.socket?.remotePort,
    };
  },
};
