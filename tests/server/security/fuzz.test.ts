import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { hashPassword } from '../../../server/abp/password.js';
import { describe, expect, it } from 'vitest';
import type { RegisteredOperation } from '../../../server/abp/service.js';
import { createTestApp, type TestApp } from '../helpers.js';

/**
 * Fuzzes every write route with fast-check: bodies built from each route's own field names with hostile
 * values (NUL bytes, huge and fractional numbers, impossible dates, markup, deep nesting, wrong types) and
 * random extra keys, sent as the host admin or a tenant admin. Every answer must be an ABP envelope that is
 * not an unexpected 500 and leaks no stack or SQL. FUZZ_RUNS sets the number of cases (CI: 2,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const INTERNAL = 'An internal error occurred during your request!';

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '<img src=x onerror=alert(1)>',
    "' or 1=1 --",
    '../../etc/passwd',
    ' ',
    '',
  ),
  fc.constantFrom(
    '0000-01-01',
    '+275760-09-13T00:00:00Z',
    '-271821-04-20',
    '2024-02-30',
    '9999-12-31T23:59:59Z',
  ),
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    1,
    2,
    3,
    5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    1e308,
    -0,
    0.5,
    Number.MAX_VALUE,
  ),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
  fc.constantFrom(['Pages.Users', 'Pages.Tenants'], ['ADMIN'], ['Admin', 'Agent'], [1, 2], [{}]),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

const body = (route: RegisteredOperation) =>
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...(route.inputKeys.length ? route.inputKeys : ['input'])), hostile),
      fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 2 }),
      fc.oneof(fc.constant('object'), fc.constant('array'), fc.constant('scalar'), fc.constant('object')),
    )
    .map(([known, extra, shape]) =>
      shape === 'array' ? [known] : shape === 'scalar' ? 'x' : { ...extra, ...known },
    );

/** A query string from a fuzzed payload: scalars as they are, anything else as JSON text. */
const asQuery = (payload: unknown): Record<string, string> =>
  payload && typeof payload === 'object' && !Array.isArray(payload)
    ? Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [
          k,
          typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
        ]),
      )
    : {};

interface Session {
  t: TestApp;
  tokens: { host: string; tenant: string };
}

async function session(): Promise<Session> {
  const t = await createTestApp();
  return { t, tokens: { host: await t.login('admin', null), tenant: await t.login('admin', 3) } };
}

/** Undoes what a case may have done to the two callers (deactivated, deleted, new password, locked out). */
async function repair(old: Session): Promise<Session> {
  const hash = await hashPassword('123qwe');
  await old.t.database.db.execute(sql`update tenants set is_active = true, is_deleted = false where id = 3`);
  await old.t.database.db.execute(
    sql`update users set is_active = true, is_deleted = false, password_hash = ${hash} where user_name = 'admin' and (tenant_id = 3 or tenant_id is null)`,
  );
  await old.t.database.db.execute(sql`delete from login_attempts`);
  return {
    t: old.t,
    tokens: { host: await old.t.login('admin', null), tenant: await old.t.login('admin', 3) },
  };
}

describe('fuzzing every write route', () => {
  it(
    `answers ${RUNS} hostile bodies without an unexpected 500 or a leak`,
    { timeout: Math.max(120_000, RUNS * 60) },
    async () => {
      let current = await session();
      const writes = current.t.app.abpRoutes.filter((r) => r.method !== 'GET');
      expect(writes.length).toBeGreaterThan(15);
      const statuses = new Map<number, number>();
      let repairs = 0;
      const started = performance.now();
      const scenario = fc
        .constantFrom(...writes)
        .chain((route) =>
          fc.tuple(fc.constant(route), body(route), fc.constantFrom('host', 'tenant', 'anonymous')),
        );
      await fc.assert(
        fc.asyncProperty(scenario, async ([route, payload, who]) => {
          const send = () =>
            current.t.app.inject({
              method: route.method as 'POST',
              url: route.url,
              headers: {
                'content-type': 'application/json',
                ...(who === 'anonymous'
                  ? {}
                  : { authorization: `Bearer ${current.tokens[who as 'host' | 'tenant']}` }),
                ...(who === 'tenant' ? { 'abp-tenantid': '3' } : {}),
              },
              ...(route.fromBody ? { payload: JSON.stringify(payload) } : { query: asQuery(payload) }),
            });
          let res = await send();
          // A case may legitimately end the session (a password change, a deleted tenant): repair and retry.
          if (res.statusCode === 401 && who !== 'anonymous') {
            repairs += 1;
            current = await repair(current);
            res = await send();
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const text = res.body;
          const envelope = JSON.parse(text) as {
            __abp?: boolean;
            success?: boolean;
            error?: { message?: string };
          };
          expect(envelope.__abp, text).toBe(true);
          // 502: a mail server that EmailAccount/SendTestMessage tried could not be reached.
          expect([200, 400, 401, 403, 404, 413, 429, 500, 502]).toContain(res.statusCode);
          if (res.statusCode >= 500)
            expect(envelope.error?.message, `${route.url} ${JSON.stringify(payload)}`).not.toBe(INTERNAL);
          expect(text).not.toMatch(/\n\s+at |Failed query|insert into|select "/);
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      const figures = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
      console.info(
        `fuzz: ${RUNS} cases over ${writes.length} write routes in ${seconds.toFixed(1)} s (${figures}; ${repairs} repairs)`,
      );
    },
  );
});
