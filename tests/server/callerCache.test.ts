import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCallerCache } from '../../server/abp/callerCache.js';
import { createTokenService } from '../../server/abp/jwt.js';
import { buildApp } from '../../server/app.js';
import { roles, rolePermissions, users } from '../../server/db/schema.js';
import { app, createTestApp, type TestApp } from './helpers.js';

const me = app('Session/GetCurrentUserInformations');

async function idOf(t: TestApp, tenantId: number, userName: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)));
  return row!.id;
}

async function permissionsOf(t: TestApp, token: string) {
  const res = await t.call<{ auth: { grantedPermissions: string[] } }>({ url: me, token });
  return res.body.result?.auth.grantedPermissions ?? res.status;
}

describe('caller cache', () => {
  it('resolves a repeated caller from the cache, not the database', async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    const token = await t.login('agent', 3);
    await t.call({ url: me, token });
    const before = cache.stats();
    for (let i = 0; i < 5; i += 1) expect((await t.call({ url: me, token })).status).toBe(200);
    const after = cache.stats();
    expect(after.name).toBe('CallerCache');
    expect(after.misses).toBe(before.misses);
    // Who holds the token and their permissions, once each per request.
    expect(after.hits - before.hits).toBe(10);
    expect(after.entries).toBeGreaterThan(0);
  });

  it('keeps a verified token only until it expires', async () => {
    const t = await createTestApp();
    const tokens = createTokenService('test-secret-test-secret-test-secret');
    const agentId = await idOf(t, 3, 'agent');
    const [agent] = await t.database.db
      .select({ securityStamp: users.securityStamp })
      .from(users)
      .where(eq(users.id, agentId));
    const claims = { userId: agentId, tenantId: 3, securityStamp: agent!.securityStamp };
    // `exp` is in whole seconds from the signing second: a lifetime of 3 s leaves at least 2 s for the first call
    // (1 s left as little as a millisecond when signed late in a second, and failed in a CI rehearsal).
    const shortLived = await tokens.sign(claims, 3);
    const expires =
      (JSON.parse(Buffer.from(shortLived.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp *
      1000;
    expect((await t.call({ url: me, token: shortLived })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expires - Date.now() + 100));
    expect((await t.call({ url: me, token: shortLived })).status).toBe(401);
    const forged = await createTokenService('another-secret-another-secret-another').sign(claims);
    expect((await t.call({ url: me, token: forged })).status).toBe(401);
  });

  it("sees a role's new permissions on the next request", async () => {
    const t = await createTestApp();
    const agent = await t.login('agent', 3);
    const admin = await t.login('admin', 3);
    expect(await permissionsOf(t, agent)).toContain('Pages.Orders');
    const [role] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, 3), eq(roles.name, 'Agent')));
    const update = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: admin,
      body: { id: role!.id, name: 'Agent', displayName: 'Agent', grantedPermissions: ['Pages.Customers'] },
    });
    expect(update.status).toBe(200);
    expect(await permissionsOf(t, agent)).toEqual(['Pages.Customers']);
  });

  it('treats a deactivated user as signed out on the next request', async () => {
    const t = await createTestApp();
    const agent = await t.login('agent', 3);
    const admin = await t.login('admin', 3);
    expect((await t.call({ url: me, token: agent })).status).toBe(200);
    const off = await t.call({
      method: 'POST',
      url: app('User/DeActivate'),
      token: admin,
      body: { id: await idOf(t, 3, 'agent') },
    });
    expect(off.status).toBe(200);
    expect((await t.call({ url: me, token: agent })).status).toBe(401);
  });

  it("signs out a deactivated tenant's users on the next request", async () => {
    const t = await createTestApp();
    const user = await t.login('admin', 4);
    const host = await t.login('admin', null);
    expect((await t.call({ url: me, token: user })).status).toBe(200);
    const res = await t.call({
      method: 'PUT',
      url: app('Tenant/Update'),
      token: host,
      body: { id: 4, tenancyName: 'macedonia', name: 'Macedonia', isActive: false },
    });
    expect(res.status).toBe(200);
    expect((await t.call({ url: me, token: user })).status).toBe(401);
  });

  it('offers invalidateRole/User/Tenant for changes made outside the services', async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    const agent = await t.login('agent', 3);
    const [role] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, 3), eq(roles.name, 'Agent')));
    expect(await permissionsOf(t, agent)).toContain('Pages.Orders');
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    // Cached until invalidated: proves the cache is used...
    expect(await permissionsOf(t, agent)).toContain('Pages.Orders');
    await cache.invalidateRole(3);
    expect(await permissionsOf(t, agent)).toEqual([]);

    const agentId = await idOf(t, 3, 'agent');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, agentId));
    await cache.invalidateUser(agentId);
    expect((await t.call({ url: me, token: agent })).status).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(!!redisUrl)('caller cache on Redis: two API instances on one database', () => {
  it('a change made through one instance takes effect on the next request to the other', async () => {
    const t = await createTestApp({ redisUrl });
    const other = await buildApp({
      database: t.database,
      jwtSecret: 'test-secret-test-secret-test-secret',
      loginRateLimit: 0,
      redisUrl,
    });
    try {
      const agent = await t.login('agent', 3);
      const admin = await t.login('admin', 3);
      const onOther = async () => {
        const res = await other.inject({ url: me, headers: { authorization: `Bearer ${agent}` } });
        return res.statusCode === 200
          ? (res.json() as { result: { auth: { grantedPermissions: string[] } } }).result.auth
              .grantedPermissions
          : res.statusCode;
      };
      expect(await onOther()).toContain('Pages.Orders');
      expect(await onOther()).toContain('Pages.Orders');
      const [role] = await t.database.db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 3), eq(roles.name, 'Agent')));
      await t.call({
        method: 'PUT',
        url: app('Role/Update'),
        token: admin,
        body: { id: role!.id, name: 'Agent', displayName: 'Agent', grantedPermissions: ['Pages.Customers'] },
      });
      expect(await onOther()).toEqual(['Pages.Customers']);

      // A sign-out through one instance ends that token on the other at once (its holder was cached there).
      const second = await t.login('agent', 3);
      const secondOnOther = async () =>
        (await other.inject({ url: me, headers: { authorization: `Bearer ${second}` } })).headers[
          'abp-session-end'
        ] ?? 'signed in';
      expect(await secondOnOther()).toBe('signed in');
      expect(await secondOnOther()).toBe('signed in');
      await t.call({ method: 'POST', url: '/api/TokenAuth/LogOut', token: second });
      expect(await secondOnOther()).toBe('SignedOut');

      await t.call({
        method: 'POST',
        url: app('User/DeActivate'),
        token: admin,
        body: { id: await idOf(t, 3, 'agent') },
      });
      expect(await onOther()).toBe(401);
    } finally {
      await other.close();
    }
  });
});
