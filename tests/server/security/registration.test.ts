import { describe, expect, it } from 'vitest';
import { app, createTestApp } from '../helpers.js';

const register = app('Account/Register');
const person = (n: number | string) => ({
  userName: `visitor${n}`,
  name: 'Vi',
  surname: 'Sitor',
  emailAddress: `visitor${n}@mail.test`,
  password: 'Visit0r!',
});

describe('self-registration', () => {
  it('is throttled per client address and tenant: 429 with Retry-After beyond the limit', async () => {
    const { call } = await createTestApp({ trustProxy: true, registerRateLimit: 3 });
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

  it('can be switched off per tenant, and the host never takes registrations', async () => {
    const { call, login } = await createTestApp();
    const host = await login('admin', null);
    const tenant = (
      await call<Record<string, unknown>>({ url: app('Tenant/Get'), token: host, query: { id: 5 } })
    ).body.result!;
    const off = await call({
      method: 'PUT',
      url: app('Tenant/Update'),
      token: host,
      body: { ...tenant, isSelfRegistrationEnabled: false },
    });
    expect(off.status).toBe(200);
    const refused = await call({ method: 'POST', url: register, tenantId: 5, body: person(1) });
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe(
      'Registration is switched off for this tenant. Ask an administrator for an account.',
    );
    const hostSide = await call({ method: 'POST', url: register, body: person(2) });
    expect(hostSide.body.error?.message).toBe(
      'Users can only register within a tenant. Choose a tenant first.',
    );
  });

  it('does not say which of the user name and email address is taken', async () => {
    const { call } = await createTestApp();
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
