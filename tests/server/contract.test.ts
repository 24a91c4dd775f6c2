import { describe, expect, it } from 'vitest';
import { app, createTestApp } from './helpers.js';

describe('ABP envelope and status codes', () => {
  it('wraps a successful result', async () => {
    const { call } = await createTestApp();
    const res = await call({ url: app('Session/GetCurrentLoginInformations') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      targetUrl: null,
      __abp: true,
    });
    expect(res.body.result).toMatchObject({ user: null, tenant: null, application: { features: {} } });
  });

  it('answers 401 inside the envelope when a guarded route is called without a token', async () => {
    const { call } = await createTestApp();
    const res = await call({ url: app('Log/GetLoginLogs') });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: true,
      __abp: true,
      error: {
        message: 'Current user did not login to the application!',
        details: null,
        validationErrors: null,
      },
    });
  });

  it('treats a forged or expired token as anonymous', async () => {
    const { call } = await createTestApp();
    const res = await call({ url: app('Session/GetCurrentUserInformations'), token: 'not.a.jwt' });
    expect(res.status).toBe(401);
  });

  it('answers 403 naming the missing permission when the user lacks it', async () => {
    const { call, login } = await createTestApp();
    const token = await login('agent', 3);
    const res = await call({ url: app('Log/GetLoginLogs'), token });
    expect(res.status).toBe(403);
    expect(res.body.unAuthorizedRequest).toBe(true);
    expect(res.body.error?.message).toBe(
      'Required permissions are not granted. At least one of these permissions must be granted: Login logs',
    );
  });

  it('answers 400 with validation errors that name camelCase fields', async () => {
    const { call } = await createTestApp();
    const res = await call({
      method: 'POST',
      url: app('Account/Register'),
      tenantId: 3,
      body: {
        name: '  ',
        surname: 'Doe',
        userName: 'jdoe',
        emailAddress: 'not-an-email',
        password: '123qwe',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Your request is not valid!');
    expect(res.body.error?.validationErrors).toEqual([
      { message: 'The Name field is required.', members: ['name'] },
      { message: 'The EmailAddress field is not a valid e-mail address.', members: ['emailAddress'] },
    ]);
    expect(res.body.error?.details).toContain('The following errors were detected during validation.');
  });

  it('reports a missing body as "input is null!"', async () => {
    const { call } = await createTestApp();
    const res = await call({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([{ message: 'input is null!', members: ['input'] }]);
  });

  it('rejects malformed JSON with a 400 envelope, not a stack trace', async () => {
    const { app: server } = await createTestApp();
    const res = await server.inject({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      headers: { 'content-type': 'application/json' },
      payload: '{"tenancyName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, __abp: true });
    expect(res.body).not.toContain('at ');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const { call } = await createTestApp();
    const res = await call({ url: app('Nope/Nothing') });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, __abp: true });
  });

  it('hides unexpected failures behind a generic 500 and logs them', { timeout: 60_000 }, async () => {
    const logged: string[] = [];
    // The worker's database, closed once the server is up: every query now fails (the next test gets a new one, a
    // copy of the template: cheaper than creating an empty database of its own).
    const { call, database } = await createTestApp({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    await database.close();
    const res = await call({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      body: { tenancyName: 'serbia' },
    });
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({
      code: 0,
      message: 'An internal error occurred during your request!',
      details: null,
      validationErrors: null,
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // One line per error, carrying the correlation id the client got.
    const lines = logged.filter((l) => l.includes('unhandled error'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(res.body.error!.correlationId);
    expect(res.headers['x-correlation-id']).toBe(res.body.error!.correlationId);
  });

  it('matches service and operation names case-insensitively and reads query keys in any case', async () => {
    const { call, login } = await createTestApp();
    const token = await login('admin', 3);
    const res = await call({
      url: '/api/services/app/log/getloginlogs?maxresultcount=1&ISSUCCESS=true',
      token,
    });
    expect(res.status).toBe(200);
    expect((res.body.result as { items: unknown[] }).items).toHaveLength(1);
  });

  it('accepts application/json bodies as well as application/json-patch+json', async () => {
    const { call } = await createTestApp();
    const res = await call({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      body: { tenancyName: 'serbia' },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body.result).toEqual({ state: 1, tenantId: 3 });
  });

  it('reports the database state on /health', async () => {
    const { app: server } = await createTestApp();
    const res = await server.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { up: true } });
  });
});

describe('culture', () => {
  const wrongLogin = { userNameOrEmailAddress: 'nobody', password: 'x' };

  it.each([
    ['de', 'Anmeldung fehlgeschlagen!'],
    ['c=ro|uic=ro', 'Autentificarea a eșuat!'],
  ])('answers in the .AspNetCore.Culture language %s', async (culture, expected) => {
    const { call } = await createTestApp();
    const res = await call({ method: 'POST', url: '/api/TokenAuth/Authenticate', culture, body: wrongLogin });
    expect(res.body.error?.message).toBe(expected);
  });

  it('falls back to Accept-Language, then English', async () => {
    const { call } = await createTestApp();
    const sr = await call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'accept-language': 'fr;q=0.9, sr-Latn-RS;q=0.8' },
      body: wrongLogin,
    });
    const en = await call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'accept-language': 'fr' },
      body: wrongLogin,
    });
    expect(sr.body.error?.message).not.toBe('Login failed!');
    expect(en.body.error?.message).toBe('Login failed!');
  });
});
