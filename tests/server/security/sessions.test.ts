import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HOLDER_TTL_MS } from '../../../server/abp/callerCache.js';
import { tenants } from '../../../server/db/schema.js';
import { SECURITY_STAMP_CLAIM, TENANT_CLAIM } from '../../../server/abp/jwt.js';
import { app, createTestApp, recordStatements, type TestApp } from '../helpers.js';

const secret = 'test-secret-test-secret-test-secret';
const whoAmI = app('User/GetRoles');

async function userId(t: TestApp, token: string, userName: string) {
  const res = await t.call<{ items: { id: number; userName: string }[] }>({
    url: app('User/GetAll'),
    token,
    query: { keyword: userName },
  });
  return res.body.result!.items.find((u) => u.userName === userName)!.id;
}

/** A signed-in call's status and the reason the server gives when it refuses the token. */
async function probe(t: TestApp, token: string) {
  const res = await t.call({ url: whoAmI, token });
  return {
    status: res.status,
    reason: res.body.error?.details ?? null,
    header: res.headers['abp-session-end'],
  };
}

describe('token revocation', () => {
  it('ends every session of a user whose password an administrator reset', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const victim = await t.login('finance', 3);
    const id = await userId(t, admin, 'finance');
    // Finance cannot list roles, so use a call every signed-in user may make.
    expect((await t.call({ url: app('Session/GetCurrentLoginInformations'), token: victim })).status).toBe(
      200,
    );
    await t.call({
      method: 'POST',
      url: app('User/ResetPassword'),
      token: admin,
      body: { adminPassword: '123qwe', userId: id, newPassword: 'Ch4nged!' },
    });
    const res = await t.call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token: victim,
      body: { languageName: 'de' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error?.details).toBe('SecurityStampChanged');
    expect(res.headers['abp-session-end']).toBe('SecurityStampChanged');
  });

  it('ends the sessions of a user who changes their own password', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const other = await t.login('admin', 3);
    const changed = await t.call({
      method: 'POST',
      url: app('User/ChangePassword'),
      token,
      body: { currentPassword: '123qwe', newPassword: 'An0ther!' },
    });
    expect(changed.status).toBe(200);
    expect(await probe(t, other)).toMatchObject({ status: 401, reason: 'SecurityStampChanged' });
    expect((await t.login('admin', 3, 'An0ther!')).length).toBeGreaterThan(20);
  });

  it('keeps a deactivated user out even after reactivation, and ends sessions on a role change', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const agentToken = await t.login('agent', 3);
    const financeToken = await t.login('finance', 3);
    const agent = await userId(t, admin, 'agent');
    await t.call({ method: 'POST', url: app('User/DeActivate'), token: admin, body: { id: agent } });
    expect(await probe(t, agentToken)).toMatchObject({ status: 401, reason: 'UserInactive' });
    await t.call({ method: 'POST', url: app('User/Activate'), token: admin, body: { id: agent } });
    expect(await probe(t, agentToken)).toMatchObject({ status: 401, reason: 'SecurityStampChanged' });

    const finance = await userId(t, admin, 'finance');
    const user = (
      await t.call<Record<string, unknown>>({ url: app('User/Get'), token: admin, query: { id: finance } })
    ).body.result!;
    const updated = await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: admin,
      body: { ...user, roleNames: ['AGENT'] },
    });
    expect(updated.status).toBe(200);
    const after = await t.call({ url: app('Session/GetCurrentLoginInformations'), token: financeToken });
    expect(after.headers['abp-session-end']).toBe('SecurityStampChanged');
  });

  it('signs out one token with TokenAuth/LogOut and leaves the other sessions signed in', async () => {
    const t = await createTestApp();
    const first = await t.login('admin', 3);
    const second = await t.login('admin', 3);
    const out = await t.call({ method: 'POST', url: '/api/TokenAuth/LogOut', token: first });
    expect(out.status).toBe(200);
    expect(await probe(t, first)).toMatchObject({ status: 401, reason: 'SignedOut', header: 'SignedOut' });
    expect((await probe(t, second)).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/TokenAuth/LogOut' })).status).toBe(401);
  });

  it('says a token expired, and refuses a genuine token that has no expiry', async () => {
    const t = await createTestApp();
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ jti: crypto.randomUUID(), [TENANT_CLAIM]: '3', [SECURITY_STAMP_CLAIM]: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('ClientCare')
        .setAudience('ClientCare');
    const expired = await base().setIssuedAt(1_000_000).setExpirationTime(1_000_100).sign(key);
    expect(await probe(t, expired)).toMatchObject({ status: 401, reason: 'Expired' });
    const forever = await base().setIssuedAt().sign(key);
    expect(await probe(t, forever)).toMatchObject({ status: 401, reason: null });
  });

  it('says a tenant was switched off', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const host = await t.login('admin', null);
    const tenant = (
      await t.call<Record<string, unknown>>({ url: app('Tenant/Get'), token: host, query: { id: 3 } })
    ).body.result!;
    await t.call({
      method: 'PUT',
      url: app('Tenant/Update'),
      token: host,
      body: { ...tenant, isActive: false },
    });
    expect(await probe(t, token)).toMatchObject({ status: 401, reason: 'TenantInactive' });
  });

  it('asks the database who holds a token at most once per few seconds, in one statement', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const statements = recordStatements(t);
    const holderChecks = () => statements.filter((text) => /"revoked_tokens"/.test(text));
    expect((await probe(t, token)).status).toBe(200);
    expect((await probe(t, token)).status).toBe(200);
    expect(holderChecks()).toHaveLength(1);
    // One statement: the user, the tenant's state and the revocation list together.
    expect(holderChecks()[0]).toMatch(/from "users" left join "tenants"/);
    // A change made behind the API's back (SQL, a script) is seen once the check is older than HOLDER_TTL_MS.
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, 3));
    expect((await probe(t, token)).status).toBe(200);
    vi.setSystemTime(Date.now() + HOLDER_TTL_MS + 1);
    expect(await probe(t, token)).toMatchObject({ status: 401, reason: 'TenantInactive' });
    expect(holderChecks()).toHaveLength(2);
  });
});
