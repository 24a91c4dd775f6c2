import { describe, expect, it } from 'vitest';
import { app, createTestApp } from './helpers.js';

/** Issue 26 (8c): login logs follow the host's working tenant like every tenant-scoped screen. */
describe('Log/GetLoginLogs for a host working in a tenant', () => {
  it("lists only that tenant's sign-ins", async () => {
    const t = await createTestApp();
    await t.login('agent', 3);
    await t.login('admin', 4);
    const host = await t.login('admin', null);
    const all = await t.call<{ items: { tenantId: number | null }[] }>({
      url: app('Log/GetLoginLogs'),
      token: host,
      query: { MaxResultCount: 100 },
    });
    expect(new Set(all.body.result!.items.map((l) => l.tenantId)).size).toBeGreaterThan(1);
    const inSerbia = await t.call<{ items: { tenantId: number | null }[] }>({
      url: app('Log/GetLoginLogs'),
      token: host,
      tenantId: 3,
      query: { MaxResultCount: 100 },
    });
    expect(inSerbia.body.result!.items.length).toBeGreaterThan(0);
    expect(inSerbia.body.result!.items.every((l) => l.tenantId === 3)).toBe(true);
  });
});
