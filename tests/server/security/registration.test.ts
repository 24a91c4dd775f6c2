import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { emailAccounts, tenants } from '../../../server/db/schema.js';
import { startSmtpCatcher } from '../../../server/mail/catcher.js';
import { app, createTestApp, type TestApp } from '../helpers.js';

const register = app('Account/Register');
const person = (n: number | string) => ({
  userName: `visitor${n}`,
  name: 'Vi',
  surname: 'Sitor',
  emailAddress: `visitor${n}@mail.test`,
  password: 'Visit0r!',
});

/** Switches registration on for these tenants (it is off for every tenant unless their admin turns it on). */
async function open(t: TestApp, ...ids: number[]) {
  for (const id of ids)
    await t.database.db.update(tenants).set({ isSelfRegistrationEnabled: true }).where(eq(tenants.id, id));
}

describe('self-registration', () => {
  it('is throttled per client address and tenant: 429 with Retry-After beyond the limit', async () => {
    const t = await createTestApp({ trustProxy: true, registerRateLimit: 3 });
    const { call } = t;
    await open(t, 3, 4);
    const from = (ip: string, tenantId: number, n: number) =>
      call({
        method: 'POST',
        url: register,
        tenantId,
        headers: { 'x-forwarded-for': ip },
        body: person(`${tenantId}x${n}`),
      });
    for (let n = 0; n < 3; n += 1) expect((await from('203.0.113.5', 3, n)).status).toBe(200);
    const fourth = await from('203.0.113.5', 3, 3);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(fourth.body.error?.message).toMatch(/^Too many requests/);
    // Another tenant, or another address, has its own count.
    expect((await from('203.0.113.5', 4, 0)).status).toBe(200);
    expect((await from('203.0.113.6', 3, 9)).status).toBe(200);
  });

  it('is off for every tenant until its admin switches it on in the tenant settings (issue 26, 13)', async () => {
    const { call, login } = await createTestApp();
    for (const tenantId of [3, 4, 5, 8]) {
      const refused = await call({
        method: 'POST',
        url: register,
        tenantId,
        body: person(tenantId),
        culture: 'ro',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/^Înregistrarea este dezactivată/);
    }
    const admin = await login('admin', 5);
    const settings = app('TenantSettings/GetAllSettings');
    expect((await call({ url: settings, token: admin })).body.result).toEqual({
      isSelfRegistrationEnabled: false,
      allowPaymentAfterStay: false,
    });
    const on = await call({
      method: 'PUT',
      url: app('TenantSettings/UpdateAllSettings'),
      token: admin,
      body: { isSelfRegistrationEnabled: true, allowPaymentAfterStay: true },
    });
    expect(on.body.result).toEqual({ isSelfRegistrationEnabled: true, allowPaymentAfterStay: true });
    expect((await call({ method: 'POST', url: register, tenantId: 5, body: person(5) })).body.result).toEqual(
      {
        canLogin: false,
      },
    );
    // Other tenants stay closed; the host never takes registrations.
    expect((await call({ method: 'POST', url: register, tenantId: 3, body: person(33) })).status).toBe(400);
    const hostSide = await call({ method: 'POST', url: register, body: person(2) });
    expect(hostSide.body.error?.message).toBe(
      'Users can only register within a tenant. Choose a tenant first.',
    );
  });

  it('tenant settings need their permission: an agent is refused, the host has no tenant settings', async () => {
    const { call, login } = await createTestApp();
    const agent = await login('agent', 3);
    expect((await call({ url: app('TenantSettings/GetAllSettings'), token: agent })).status).toBe(403);
    const host = await login('admin', null);
    expect((await call({ url: app('TenantSettings/GetAllSettings'), token: host })).status).toBe(403);
  });

  it("tells the tenant's admins by e-mail that a registration awaits activation", async () => {
    const catcher = await startSmtpCatcher();
    onTestFinished(() => catcher.close());
    // The catcher listens on loopback: the app allows it as the running catcher, as the demo configuration does.
    const t = await createTestApp({ smtpCatcher: catcher });
    await open(t, 3);
    await t.database.db
      .update(emailAccounts)
      .set({ host: catcher.host, port: catcher.port, tlsMode: 'none', userName: null, passwordSealed: null })
      .where(and(eq(emailAccounts.tenantId, 3), eq(emailAccounts.isDefault, true)));
    const res = await t.call({ method: 'POST', url: register, tenantId: 3, body: person('new') });
    expect(res.status).toBe(200);
    const message = await catcher.waitFor((m) => m.subject.includes('visitornew'));
    expect(message.text).toContain('Vi Sitor (visitornew@mail.test, user name visitornew) registered in');
  });

  it('does not say which of the user name and email address is taken', async () => {
    const t = await createTestApp();
    const { call } = t;
    await open(t, 3);
    const res = await call({
      method: 'POST',
      url: register,
      tenantId: 3,
      body: { ...person(3), userName: 'admin' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain("'admin'");
    expect(res.body.error?.validationErrors).toEqual([
      {
        message: 'This user name or email address cannot be used. Choose another one.',
        members: ['userName', 'emailAddress'],
      },
    ]);
  });
});
