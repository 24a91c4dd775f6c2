import { describe, expect, it } from 'vitest';
import { app, createTestApp } from '../helpers.js';

const fields = (body: { error: { validationErrors: { members: string[] | null }[] | null } | null }) =>
  body.error?.validationErrors?.map((e) => e.members?.[0]);

describe('input limits', () => {
  it('answers a NUL character in a text field or a filter with a 400 naming the field', async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin', 3);
    const created = await call({
      method: 'POST',
      url: app('User/Create'),
      token,
      body: {
        userName: 'a\u0000b',
        name: 'N',
        surname: 'S',
        emailAddress: 'ab@x.test',
        password: 'Secret1!',
      },
    });
    expect(created.status).toBe(400);
    expect(fields(created.body)).toEqual(['userName']);
    const listed = await call({ url: app('User/GetAll'), token, query: { keyword: 'x\u0000' } });
    expect(listed.status).toBe(400);
    expect(fields(listed.body)).toEqual(['keyword']);
    const signIn = await call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      body: { userNameOrEmailAddress: 'admin', password: '\u0000' },
    });
    expect(signIn.status).toBe(400);
    expect(fields(signIn.body)).toEqual(['password']);
  });

  it('answers ids beyond the 32-bit range and impossible dates with a 400 naming the field', async () => {
    const { call, login } = await createTestApp();
    const host = await login('admin', null);
    for (const id of [2 ** 31, 2 ** 53 - 1, 3e15]) {
      for (const url of [app('Role/Get'), app('Tenant/Get'), app('User/Get')]) {
        const res = await call({ url, token: host, query: { id } });
        expect(res.status, `${url} ${id}`).toBe(400);
        expect(fields(res.body)).toEqual(['id']);
      }
    }
    for (const date of ['0000-01-01', '+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z']) {
      const res = await call({
        url: app('Log/GetLoginLogs'),
        token: host,
        query: { startCreationDate: date },
      });
      expect(res.status, date).toBe(400);
      expect(fields(res.body)).toEqual(['startCreationDate']);
    }
  });

  it('says which bound a number broke, in the caller’s language', async () => {
    const { call, login } = await createTestApp();
    const host = await login('admin', null);
    const above = await call({ url: app('Role/Get'), token: host, query: { id: 2 ** 40 } });
    expect(above.body.error?.validationErrors?.[0]?.message).toBe('The field Id must be at most 2147483647.');
    const below = await call({ url: app('Role/Get'), token: host, query: { id: 0 }, culture: 'de' });
    expect(below.body.error?.validationErrors?.[0]?.message).toBe(
      'Der Wert des Feldes Id muss mindestens 1 sein.',
    );
  });

  it('ignores a tenant header beyond the 32-bit range like an unknown tenant', async () => {
    const { call } = await createTestApp();
    for (const header of ['Abp.TenantId', 'Abp-TenantId'] as const) {
      const res = await call({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        tenantId: '2147483648',
        tenantHeader: header,
        body: { userNameOrEmailAddress: 'admin', password: '123qwe' },
      });
      expect(res.status).toBe(200);
      const huge = await call({
        url: app('Session/GetCurrentLoginInformations'),
        tenantId: '99999999999999999999',
      });
      expect(huge.status).toBe(200);
    }
  });

  it('answers a body over 1 MiB with 413 in the ABP envelope', async () => {
    const { call } = await createTestApp();
    const res = await call({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      body: { tenancyName: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, __abp: true });
    expect(res.body.error?.message).toBe('The request is too large: at most 1024 KB are accepted.');
  });
});
