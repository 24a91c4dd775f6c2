import { describe, expect, it } from 'vitest';
import { guardUnique, violatedUniqueIndex } from '../../../server/abp/crud/index.js';
import { roles, tenants, users } from '../../../server/db/schema.js';
import { app, createTestApp, type TestApp } from '../helpers.js';

/** Fires `n` identical calls at once and sums up the answers. */
async function burst(t: TestApp, n: number, call: () => ReturnType<TestApp['call']>) {
  const answers = await Promise.all(Array.from({ length: n }, call));
  const statuses = answers.map((a) => a.status);
  const failures = answers.filter((a) => a.status !== 200);
  return {
    ok: statuses.filter((s) => s === 200).length,
    badRequests: statuses.filter((s) => s === 400).length,
    members: failures.map((a) => a.body.error?.validationErrors?.flatMap((e) => e.members ?? []) ?? []),
    messages: failures.map((a) => a.body.error?.validationErrors?.map((e) => e.message).join(' ') ?? ''),
  };
}

const PARALLEL = 50;

describe('integrity under concurrency', () => {
  it(
    'fifty parallel identical User/Create give one user and 49 × 400 naming userName',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp();
      const token = await t.login('admin', 3);
      const body = {
        userName: 'twin',
        name: 'Twin',
        surname: 'User',
        emailAddress: 'twin@serbia.clientcare.test',
        password: 'secret123',
        roleNames: [],
      };
      const r = await burst(t, PARALLEL, () =>
        t.call({ method: 'POST', url: app('User/Create'), token, body }),
      );
      expect(r.ok).toBe(1);
      expect(r.badRequests).toBe(PARALLEL - 1);
      for (const members of r.members) expect(members).toContain('userName');
      const list = await t.call<{ totalCount: number }>({
        url: app('User/GetAll'),
        token,
        query: { Keyword: 'twin' },
      });
      expect(list.body.result?.totalCount).toBe(1);
    },
  );

  it(
    'fifty parallel identical Role/Create give one role and 49 × 400 naming name',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp();
      const token = await t.login('admin', 3);
      const body = { name: 'Auditor', displayName: 'Auditor', grantedPermissions: [] };
      const r = await burst(t, PARALLEL, () =>
        t.call({ method: 'POST', url: app('Role/Create'), token, body }),
      );
      expect(r.ok).toBe(1);
      expect(r.badRequests).toBe(PARALLEL - 1);
      for (const members of r.members) expect(members).toEqual(['name']);
    },
  );

  it(
    'fifty parallel identical Tenant/Create give one tenant and 49 × 400 naming tenancyName',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp();
      const token = await t.login('admin', null);
      const body = { tenancyName: 'montenegro', name: 'Montenegro', adminEmailAddress: 'admin@me.test' };
      const r = await burst(t, PARALLEL, () =>
        t.call({ method: 'POST', url: app('Tenant/Create'), token, body }),
      );
      expect(r.ok).toBe(1);
      expect(r.badRequests).toBe(PARALLEL - 1);
      for (const members of r.members) expect(members).toEqual(['tenancyName']);
    },
  );

  it('treats names differing only in case as the same, per tenant, and answers in the caller language', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const user = (userName: string, emailAddress: string) =>
      t.call({
        method: 'POST',
        url: app('User/Create'),
        token,
        culture: 'de',
        body: { userName, name: 'A', surname: 'B', emailAddress, password: 'secret123', roleNames: [] },
      });
    expect((await user('Ana', 'ana@serbia.clientcare.test')).status).toBe(200);
    const clash = await user('ANA', 'ANA@serbia.clientcare.test');
    expect(clash.status).toBe(400);
    expect(clash.body.error?.validationErrors).toEqual([
      { message: "Der Benutzername 'ANA' ist bereits vergeben.", members: ['userName'] },
      { message: expect.stringContaining('ANA@serbia.clientcare.test'), members: ['emailAddress'] },
    ]);
    // Another tenant, and the host, may use the same name.
    const other = await t.call({
      method: 'POST',
      url: app('User/Create'),
      token: await t.login('admin', 2),
      body: { userName: 'ana', name: 'A', surname: 'B', emailAddress: 'ana@x.test', password: 'secret123' },
    });
    expect(other.status).toBe(200);
    const role = await t.call({
      method: 'POST',
      url: app('Role/Create'),
      token,
      body: { name: 'admin', displayName: 'Second admin', grantedPermissions: [] },
    });
    expect(role.status).toBe(400);
    expect(role.body.error?.validationErrors?.[0]?.members).toEqual(['name']);
    const tenant = await t.call({
      method: 'POST',
      url: app('Tenant/Create'),
      token: await t.login('admin', null),
      body: { tenancyName: 'SERBIA', name: 'Serbia again', adminEmailAddress: 'a@b.test' },
    });
    expect(tenant.status).toBe(400);
    expect(tenant.body.error?.validationErrors?.[0]?.members).toEqual(['tenancyName']);
  });

  it('lets a deleted user name be taken again', async () => {
    const t = await createTestApp();
    const token = await t.login('admin', 3);
    const body = {
      userName: 'temp',
      name: 'T',
      surname: 'U',
      emailAddress: 'temp@serbia.clientcare.test',
      password: 'secret123',
    };
    const first = await t.call<{ id: number }>({ method: 'POST', url: app('User/Create'), token, body });
    await t.call({ method: 'DELETE', url: app('User/Delete'), token, query: { Id: first.body.result!.id } });
    expect((await t.call({ method: 'POST', url: app('User/Create'), token, body })).status).toBe(200);
  });

  it('turns a write that loses the race on a unique index into the 400 naming the field', async () => {
    const t = await createTestApp();
    const { db } = t.database;
    const failure = (write: () => Promise<unknown>) =>
      write().then(
        () => null,
        (e: unknown) => e,
      );
    const user = {
      tenantId: 3,
      userName: 'Agent',
      normalizedUserName: 'AGENT',
      name: 'A',
      surname: 'B',
      emailAddress: 'new@x.test',
      normalizedEmailAddress: 'NEW@X.TEST',
      passwordHash: 'x',
    };
    expect(violatedUniqueIndex(await failure(() => db.insert(users).values(user)))).toBe(
      'users_tenant_user_name_uq',
    );
    const email = {
      ...user,
      userName: 'x',
      normalizedUserName: 'X',
      normalizedEmailAddress: 'AGENT@SERBIA.CLIENTCARE.TEST',
    };
    expect(violatedUniqueIndex(await failure(() => db.insert(users).values(email)))).toBe(
      'users_tenant_email_uq',
    );
    // The host's users (tenant NULL) collide with each other too.
    const host = { ...user, tenantId: null, normalizedUserName: 'ADMIN' };
    expect(violatedUniqueIndex(await failure(() => db.insert(users).values(host)))).toBe(
      'users_tenant_user_name_uq',
    );
    const role = { tenantId: null, name: 'admin', normalizedName: 'ADMIN', displayName: 'x' };
    expect(violatedUniqueIndex(await failure(() => db.insert(roles).values(role)))).toBe(
      'roles_tenant_name_uq',
    );
    const tenant = { tenancyName: 'SERBIA', name: 'x' };
    expect(violatedUniqueIndex(await failure(() => db.insert(tenants).values(tenant)))).toBe(
      'tenants_tenancy_name_ci_uq',
    );

    const guarded = await failure(() =>
      guardUnique(
        {
          users_tenant_user_name_uq: {
            field: 'userName',
            message: 'UserNameIsTaken',
            value: (i: typeof user) => i.userName,
          },
        },
        user,
        () => db.insert(users).values(user),
      ),
    );
    expect(guarded).toMatchObject({
      errors: [{ members: ['userName'], text: { key: 'UserNameIsTaken', args: ['Agent'] } }],
    });
  });
});
