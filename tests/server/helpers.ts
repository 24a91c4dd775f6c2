import type { FastifyInstance, InjectOptions } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import type { Database } from '../../server/db/client.js';
import type { AjaxResponse } from '../../src/api/types/abp.js';
import { reusableDatabase } from './reusableDatabase.js';
import { TEST_SECRET } from './secret.js';

async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const reusable = await reusableDatabase();
  // Put back after the test too: tests sharing a server (beforeAll) start from the template like the rest.
  return { database: reusable.database, dispose: async () => void (await reusable.reset()) };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Calls the API and returns the status and the parsed envelope. */
  call<T = unknown>(
    options: CallOptions,
  ): Promise<{ status: number; body: AjaxResponse<T>; headers: Record<string, unknown> }>;
  /** Signs in and returns the bearer token. */
  login(userName: string, tenantId: number | null, password?: string): Promise<string>;
}

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  tenantId?: number | string;
  tenantHeader?: 'Abp-TenantId' | 'Abp.TenantId';
  culture?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A server on a fresh copy of the seeded template database, closed when the test ends. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { app, dispose } = await createSharedTestApp(options);
  onTestFinished(dispose);
  return app;
}

/**
 * A server several read-only tests share (`beforeAll`), closed by the returned `dispose` (`afterAll`). Tests that
 * write use their own `createTestApp()`.
 */
export async function createSharedTestApp(
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: TestApp; dispose: () => Promise<void> }> {
  const { database, dispose } = await freshDatabase();
  const app = await buildApp({
    database,
    jwtSecret: TEST_SECRET,
    loginRateLimit: 0,
    registerRateLimit: 0,
    ...options,
  });
  const call: TestApp['call'] = async (o) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.tenantId !== undefined) headers[o.tenantHeader ?? 'Abp-TenantId'] = String(o.tenantId);
    if (o.culture) headers['.AspNetCore.Culture'] = o.culture;
    if (o.body !== undefined) headers['content-type'] ??= 'application/json-patch+json';
    const query = o.query
      ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)]))
      : undefined;
    const res = await app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers,
      query,
      payload: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const login: TestApp['login'] = async (userName, tenantId, password = '123qwe') => {
    const res = await call<{ accessToken: string }>({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: tenantId ?? undefined,
      body: { userNameOrEmailAddress: userName, password },
    });
    if (res.status !== 200 || !res.body.result) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.result.accessToken;
  };
  const close = async () => {
    await app.close();
    await dispose();
  };
  return { app: { app, database, call, login }, dispose: close };
}

export const app = (path: string) => `/api/services/app/${path}`;

/** Records the text of every statement the app's database is asked from now on, on PGlite and PostgreSQL alike. */
export function recordStatements(t: TestApp): string[] {
  // The driver's own query call (PGlite's, or node-postgres's pool), where every statement passes however it was
  // built: list pages are prepared once per shape (server/abp/crud/list.ts) and only run afterwards.
  const client = (
    t.database.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }
  ).session.client;
  const statements: string[] = [];
  const query = client.query.bind(client);
  client.query = (first: unknown, ...rest: unknown[]) => {
    statements.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return query(first, ...rest);
  };
  return statements;
}
