import { expect } from 'vitest';
import type { ListResultDto, PagedResultDto } from '../../../src/api/types/abp.js';
import { app, createTestApp, type CallOptions, type TestApp } from '../helpers.js';

/** Demo tenants used by the configuration tests. */
export const SERBIA = 3;
export const NORTH_MACEDONIA = 4;

type Answer<T> = Awaited<ReturnType<TestApp['call']>> & { body: { result: T | null } };

/** A signed-in caller of one configuration service, with its five operations and a raw `call`. */
export interface Caller {
  t: TestApp;
  token: string;
  call<T = unknown>(options: Omit<CallOptions, 'token'>): Promise<Answer<T>>;
  getAll<T>(service: string, query?: CallOptions['query']): Promise<Answer<PagedResultDto<T>>>;
  get<T>(service: string, id: number): Promise<Answer<T>>;
  create<T>(service: string, body: unknown): Promise<Answer<T>>;
  update<T>(service: string, body: unknown): Promise<Answer<T>>;
  remove(service: string, id: number): Promise<Answer<null>>;
}

export function callerFor(t: TestApp, token: string, headers: Record<string, string> = {}): Caller {
  const call = <T>(o: Omit<CallOptions, 'token'>) =>
    t.call<T>({ ...o, token, headers: { ...headers, ...o.headers } }) as Promise<Answer<T>>;
  return {
    t,
    token,
    call,
    getAll: <T>(service: string, query?: CallOptions['query']) =>
      call<PagedResultDto<T>>({ url: app(`${service}/GetAll`), query: { MaxResultCount: 100, ...query } }),
    get: <T>(service: string, id: number) => call<T>({ url: app(`${service}/Get`), query: { Id: id } }),
    create: <T>(service: string, body: unknown) =>
      call<T>({ method: 'POST', url: app(`${service}/Create`), body }),
    update: <T>(service: string, body: unknown) =>
      call<T>({ method: 'PUT', url: app(`${service}/Update`), body }),
    remove: (service: string, id: number) =>
      call<null>({ method: 'DELETE', url: app(`${service}/Delete`), query: { Id: id } }),
  };
}

/** A fresh server and a caller signed in as `userName` of `tenantId` (null: the host). */
export async function signIn(userName: string, tenantId: number | null, t?: TestApp): Promise<Caller> {
  const server = t ?? (await createTestApp());
  return callerFor(server, await server.login(userName, tenantId));
}

/** The fields a 400 names, and its messages. */
export function rejection(res: Answer<unknown>) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const errors = res.body.error?.validationErrors ?? [];
  return {
    members: errors.flatMap((e) => e.members ?? []),
    messages: errors.map((e) => e.message),
  };
}

export const expectOk = <T>(res: Answer<T>): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as T;
};

export const items = <T>(res: Answer<PagedResultDto<T>> | Answer<ListResultDto<T>>): T[] =>
  expectOk(res as Answer<ListResultDto<T>>).items;
