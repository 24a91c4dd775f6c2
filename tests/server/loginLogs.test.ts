import { describe, expect, it } from 'vitest';
import type { PagedResultDto } from '../../src/api/types/abp.js';
import type { LoginLogDto } from '../../src/api/types/identity.js';
import { app, createTestApp, type TestApp } from './helpers.js';

const failLogin = (t: TestApp, tenantId: number | null, userNameOrEmailAddress: string) =>
  t.call({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId: tenantId ?? undefined,
    body: { userNameOrEmailAddress, password: 'wrong-password' },
  });

/** Sign-in attempts in tenants 2 and 3 and on the host; returns the tokens the tests read logs with. */
async function withLogs() {
  const t = await createTestApp();
  await t.login('agent@albania.clientcare.test', 2);
  await failLogin(t, 2, 'finance');
  await failLogin(t, 3, 'agent');
  const tenantAdmin = await t.login('admin', 3);
  const host = await t.login('admin', null);
  const logs = async (
    token: string,
    query: Record<string, string | number | boolean> = {},
    tenantId?: number,
  ) => {
    const res = await t.call<PagedResultDto<LoginLogDto>>({
      url: app('Log/GetLoginLogs'),
      token,
      query,
      tenantId,
    });
    expect(res.status).toBe(200);
    return res.body.result!;
  };
  return { t, tenantAdmin, host, logs };
}

describe('Log/GetLoginLogs', () => {
  it('answers 401 without a token and 403 to staff without Pages.Logs.LoginLogs', async () => {
    const t = await createTestApp();
    expect((await t.call({ url: app('Log/GetLoginLogs') })).status).toBe(401);
    const res = await t.call({ url: app('Log/GetLoginLogs'), token: await t.login('finance', 3) });
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toContain('Login logs');
  });

  it("never shows a tenant another tenant's sign-ins, whatever TenantId or header it sends", async () => {
    const { tenantAdmin, logs } = await withLogs();
    const own = await logs(tenantAdmin);
    expect(own.items.map((l) => [l.tenancyName, l.userNameOrEmailAddress, l.result])).toEqual([
      ['serbia', 'admin', 'Success'],
      ['serbia', 'agent', 'InvalidPassword'],
    ]);
    const forged = await logs(tenantAdmin, { TenantId: 2, Keyword: 'albania', MaxResultCount: 100 }, 2);
    expect(forged).toEqual({ totalCount: 0, items: [] });
    const hostRows = await logs(tenantAdmin, { TenantId: 0 });
    expect(hostRows.items.every((l) => l.tenantId === 3)).toBe(true);
  });

  it('shows the host every tenant, or one tenant by TenantId (0 = the host itself)', async () => {
    const { host, logs } = await withLogs();
    const all = await logs(host);
    expect(all.totalCount).toBe(5);
    expect(all.items[0]).toMatchObject({ tenantId: null, userNameOrEmailAddress: 'admin', isSuccess: true });
    const times = all.items.map((l) => l.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    const albania = await logs(host, { TenantId: 2 });
    expect(albania.items.map((l) => [l.userNameOrEmailAddress, l.isSuccess])).toEqual([
      ['finance', false],
      ['agent@albania.clientcare.test', true],
    ]);
    expect(albania.items[1]?.userId).toEqual(expect.any(Number));
    const hostOnly = await logs(host, { TenantId: 0 });
    expect(hostOnly.items.map((l) => l.tenantId)).toEqual([null]);
  });

  it('filters by IsSuccess, Keyword (user name or IP) and creation date; pages and sorts', async () => {
    const { host, logs } = await withLogs();
    const failed = await logs(host, { IsSuccess: false });
    expect(failed.items.map((l) => l.result)).toEqual(['InvalidPassword', 'InvalidPassword']);
    expect((await logs(host, { Keyword: 'ALBANIA' })).items.map((l) => l.tenancyName)).toEqual(['albania']);
    expect((await logs(host, { Keyword: '127.0.0' })).totalCount).toBe(5);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await logs(host, { StartCreationDate: future })).totalCount).toBe(0);
    expect((await logs(host, { StartCreationDate: past, EndCreationDate: future })).totalCount).toBe(5);
    const page = await logs(host, { Sorting: 'userNameOrEmailAddress asc', SkipCount: 1, MaxResultCount: 2 });
    expect(page.totalCount).toBe(5);
    expect(page.items.map((l) => l.userNameOrEmailAddress)).toEqual(['admin', 'agent']);
  });

  it("reads one sign-in by Id (the service has no Get), only within the caller's scope", async () => {
    const { host, tenantAdmin, logs } = await withLogs();
    const albania = (await logs(host, { TenantId: 2 })).items[0]!;
    expect(await logs(host, { Id: albania.id })).toEqual({ totalCount: 1, items: [albania] });
    expect(await logs(tenantAdmin, { Id: albania.id })).toEqual({ totalCount: 0, items: [] });
  });
});
