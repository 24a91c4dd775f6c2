import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, loginLogs, tenants, users } from '../../server/db/schema.js';
import { app, createTestApp } from './helpers.js';

const authenticate = '/api/TokenAuth/Authenticate';

describe('TokenAuth/Authenticate', () => {
  it('signs a tenant admin in and the session shows the tenant and its permissions', async () => {
    const { call } = await createTestApp();
    const res = await call<{
      accessToken: string;
      expireInSeconds: number;
      userId: number;
      encryptedAccessToken: string;
    }>({
      method: 'POST',
      url: authenticate,
      tenantId: 3,
      body: { userNameOrEmailAddress: 'admin', password: '123qwe', rememberClient: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ expireInSeconds: 86400 });
    expect(res.body.result?.encryptedAccessToken).toBeTruthy();
    const info = await call<{
      tenant: { name: string };
      auth: { grantedPermissions: string[] };
      user: { emailAddress: string };
    }>({
      url: app('Session/GetCurrentUserInformations'),
      token: res.body.result!.accessToken,
    });
    expect(info.body.result?.tenant.name).toBe('Serbia');
    expect(info.body.result?.user.emailAddress).toBe('admin@serbia.clientcare.test');
    expect(info.body.result?.auth.grantedPermissions).toContain('Pages.Users');
    expect(info.body.result?.auth.grantedPermissions).not.toContain('Pages.Tenants');
    const catalogue = (info.body.result?.auth as { allPermissions?: string[] }).allPermissions;
    expect(catalogue).toContain('Pages.Users.Create');
    expect(catalogue).not.toContain('Pages.Tenants');
  });

  it('signs in with the email address too, and the host admin holds Pages.Tenants', async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin@clientcare.test', null);
    const info = await call<{ tenant: unknown; auth: { grantedPermissions: string[] } }>({
      url: app('Session/GetCurrentUserInformations'),
      token,
    });
    expect(info.body.result?.tenant).toBeNull();
    expect(info.body.result?.auth.grantedPermissions).toContain('Pages.Tenants');
  });

  it('refuses wrong credentials with ABP failure message and logs the attempt', async () => {
    const { call, database } = await createTestApp();
    const res = await call({
      method: 'POST',
      url: authenticate,
      tenantId: 3,
      body: { userNameOrEmailAddress: 'admin', password: 'wrong' },
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({
      message: 'Login failed!',
      details: 'Invalid user name or password',
    });
    const rows = await database.db.select().from(loginLogs).where(eq(loginLogs.tenantId, 3));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenancyName: 'serbia',
      userNameOrEmailAddress: 'admin',
      isSuccess: false,
      result: 'InvalidPassword',
      browserInfo: 'TestBrowser/1.0',
      clientIpAddress: '127.0.0.1',
    });
  });

  it('logs a successful sign-in', async () => {
    const { login, database } = await createTestApp();
    await login('finance', 6);
    const rows = await database.db.select().from(loginLogs).where(eq(loginLogs.tenantId, 6));
    expect(rows.map((r) => [r.userNameOrEmailAddress, r.result, r.isSuccess])).toEqual([
      ['finance', 'Success', true],
    ]);
    expect(rows[0]?.creationTime).toBeInstanceOf(Date);
  });

  it('locks the account after 5 failures for 5 minutes, even with the right password', async () => {
    const { call, database } = await createTestApp();
    const attempt = (password: string) =>
      call({
        method: 'POST',
        url: authenticate,
        tenantId: 4,
        body: { userNameOrEmailAddress: 'agent', password },
      });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('bad')).body.error?.details).toBe('Invalid user name or password');
    const fifth = await attempt('bad');
    expect(fifth.body.error?.details).toBe('The user account has been locked out. Please try again later.');
    const right = await attempt('123qwe');
    expect(right.status).toBe(500);
    expect(right.body.error?.details).toBe('The user account has been locked out. Please try again later.');
    const [user] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 4), eq(users.userName, 'agent')));
    const [counter] = await database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.accountKey, `u:${user!.id}`), eq(loginAttempts.clientIp, '127.0.0.1')));
    const minutes = (counter!.lockoutEnd!.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const results = (await database.db.select().from(loginLogs).where(eq(loginLogs.tenantId, 4))).map(
      (r) => r.result,
    );
    expect(results).toEqual([
      'InvalidPassword',
      'InvalidPassword',
      'InvalidPassword',
      'InvalidPassword',
      'LockedOut',
      'LockedOut',
    ]);
    // After the lockout expires the right password works again.
    await database.db
      .update(loginAttempts)
      .set({ lockoutEnd: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.accountKey, `u:${user!.id}`));
    expect((await attempt('123qwe')).status).toBe(200);
  });

  it('refuses an inactive user and a user of an inactive tenant', async () => {
    const { call, database } = await createTestApp();
    await database.db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.tenantId, 5), eq(users.userName, 'agent')));
    const inactive = await call({
      method: 'POST',
      url: authenticate,
      tenantId: 5,
      body: { userNameOrEmailAddress: 'agent', password: '123qwe' },
    });
    expect(inactive.body.error?.details).toBe('User agent is not active and can not log in.');
    const archived = await call({
      method: 'POST',
      url: authenticate,
      tenantId: 9,
      body: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(archived.body.error?.details).toBe('Tenant archived is not active.');
  });

  it('keeps tenants apart: a tenant user cannot sign in as host or in another tenant', async () => {
    const { call } = await createTestApp();
    const host = await call({
      method: 'POST',
      url: authenticate,
      body: { userNameOrEmailAddress: 'agent', password: '123qwe' },
    });
    expect(host.status).toBe(500);
    const log = await call({
      method: 'POST',
      url: authenticate,
      tenantId: 3,
      body: { userNameOrEmailAddress: 'agent@albania.clientcare.test', password: '123qwe' },
    });
    expect(log.status).toBe(500);
  });

  it('records the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    for (const [trustProxy, expected] of [
      [true, '203.0.113.7'],
      [false, '127.0.0.1'],
    ] as const) {
      const { call, database } = await createTestApp({ trustProxy });
      await call({
        method: 'POST',
        url: authenticate,
        tenantId: 2,
        headers: { 'x-forwarded-for': '203.0.113.7' },
        body: { userNameOrEmailAddress: 'admin', password: '123qwe' },
      });
      const [row] = await database.db.select().from(loginLogs).where(eq(loginLogs.tenantId, 2));
      expect(row?.clientIpAddress).toBe(expected);
    }
  });

  it('validates its input with field names', async () => {
    const { call } = await createTestApp();
    const res = await call({ method: 'POST', url: authenticate, body: { password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.map((e) => e.members)).toEqual([
      ['userNameOrEmailAddress'],
      ['password'],
    ]);
  });

  it('answers 429 with Retry-After when one address tries too often', async () => {
    const { call } = await createTestApp({ loginRateLimit: 2 });
    const body = { userNameOrEmailAddress: 'x', password: 'y' };
    await call({ method: 'POST', url: authenticate, body });
    await call({ method: 'POST', url: authenticate, body });
    const third = await call({ method: 'POST', url: authenticate, body });
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.body).toMatchObject({ success: false, __abp: true });
  });

  it('has no external providers', async () => {
    const { call } = await createTestApp();
    const list = await call({ url: '/api/TokenAuth/GetExternalAuthenticationProviders' });
    expect(list.body.result).toEqual([]);
    const ext = await call({
      method: 'POST',
      url: '/api/TokenAuth/ExternalAuthenticate',
      body: { authProvider: 'Google' },
    });
    expect(ext.status).toBe(500);
    expect(ext.body.error?.details).toBe('No external authentication providers are configured.');
  });
});

describe('tenant resolution', () => {
  it.each(['Abp-TenantId', 'Abp.TenantId'] as const)(
    'reads the %s header for anonymous calls',
    async (tenantHeader) => {
      const { call } = await createTestApp();
      const res = await call<{ tenant: { tenancyName: string } }>({
        url: app('Session/GetCurrentLoginInformations'),
        tenantId: 7,
        tenantHeader,
      });
      expect(res.body.result?.tenant.tenancyName).toBe('bosnia');
    },
  );

  it('ignores non-numeric and unknown tenant ids', async () => {
    const { call } = await createTestApp();
    for (const tenantId of ['null', '999']) {
      const res = await call({ url: app('Session/GetCurrentLoginInformations'), tenantId });
      expect(res.body.result).toMatchObject({ tenant: null });
    }
  });

  it("uses the token's tenant after sign-in; a header never overrides it", async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin', 3);
    const res = await call<{ tenant: { id: number } }>({
      url: app('Session/GetCurrentLoginInformations'),
      token,
      tenantId: 2,
    });
    expect(res.body.result?.tenant.id).toBe(3);
    const logs = await call<{ items: { tenantId: number | null }[] }>({
      url: app('Log/GetLoginLogs'),
      token,
      tenantId: 2,
      query: { TenantId: 2 },
    });
    expect(logs.body.result?.items.every((i) => i.tenantId === 3)).toBe(true);
  });
});

describe('Account', () => {
  it.each([
    ['serbia', { state: 1, tenantId: 3 }],
    ['SERBIA', { state: 1, tenantId: 3 }],
    ['archived', { state: 2, tenantId: null }],
    ['atlantis', { state: 3, tenantId: null }],
  ])('IsTenantAvailable(%s)', async (tenancyName, expected) => {
    const { call } = await createTestApp();
    const res = await call({ method: 'POST', url: app('Account/IsTenantAvailable'), body: { tenancyName } });
    expect(res.body.result).toEqual(expected);
  });

  it('registers a user inactive, who signs in once an admin activated them, with no permissions until given a role', async () => {
    const { call, login, database } = await createTestApp();
    await database.db.update(tenants).set({ isSelfRegistrationEnabled: true }).where(eq(tenants.id, 8));
    const res = await call({
      method: 'POST',
      url: app('Account/Register'),
      tenantId: 8,
      body: {
        name: 'Jana',
        surname: 'Schmidt',
        userName: 'jana',
        emailAddress: 'jana@example.de',
        password: 'secret1',
      },
    });
    expect(res.body.result).toEqual({ canLogin: false });
    const [user] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 8), eq(users.userName, 'jana')));
    expect(user?.isActive).toBe(false);
    const early = await call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 8,
      culture: 'de',
      body: { userNameOrEmailAddress: 'jana', password: 'secret1' },
    });
    expect(early.body.error?.details).toBe(
      'Ihr Konto jana wartet auf die Freischaltung: Ein Administrator dieses Mandanten muss es aktivieren, bevor Sie sich anmelden können.',
    );
    const admin = await login('admin', 8);
    const activated = await call({
      method: 'POST',
      url: app('User/Activate'),
      token: admin,
      body: { id: user!.id },
    });
    expect(activated.status).toBe(200);
    const token = await login('jana', 8, 'secret1');
    const info = await call<{ auth: { grantedPermissions: string[] } }>({
      url: app('Session/GetCurrentUserInformations'),
      token,
    });
    expect(info.body.result?.auth.grantedPermissions).toEqual([]);
  });

  it('refuses registration without a tenant and duplicate names', async () => {
    const { call, database } = await createTestApp();
    await database.db.update(tenants).set({ isSelfRegistrationEnabled: true }).where(eq(tenants.id, 3));
    const body = {
      name: 'A',
      surname: 'B',
      userName: 'agent',
      emailAddress: 'new@example.com',
      password: 'secret1',
    };
    const host = await call({ method: 'POST', url: app('Account/Register'), body });
    expect(host.status).toBe(500);
    const dup = await call({ method: 'POST', url: app('Account/Register'), tenantId: 3, body });
    expect(dup.status).toBe(400);
    // One message on both fields: an anonymous visitor does not learn which of the two exists.
    expect(dup.body.error?.validationErrors).toEqual([
      {
        message: 'This user name or email address cannot be used. Choose another one.',
        members: ['userName', 'emailAddress'],
      },
    ]);
    expect(
      await database.db
        .select()
        .from(users)
        .where(and(isNull(users.tenantId), eq(users.userName, 'agent'))),
    ).toEqual([]);
  });
});
