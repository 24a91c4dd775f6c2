import { describe, expect, it } from 'vitest';
import type { ListResultDto, PagedResultDto } from '../../src/api/types/abp.js';
import type { PermissionDto, RoleDto, TenantDto } from '../../src/api/types/identity.js';
import { app, createTestApp, type TestApp } from './helpers.js';

const acme = {
  tenancyName: 'acme',
  name: 'Acme Travel',
  adminEmailAddress: 'boss@acme.test',
  isActive: true,
};

const createTenant = (t: TestApp, token: string, body: Record<string, unknown> = {}) =>
  t.call<TenantDto>({ method: 'POST', url: app('Tenant/Create'), token, body: { ...acme, ...body } });

const tenantState = async (t: TestApp, tenancyName: string) =>
  (
    await t.call<{ state: number; tenantId: number | null }>({
      method: 'POST',
      url: app('Account/IsTenantAvailable'),
      body: { tenancyName },
    })
  ).body.result;

const errorsOf = (res: { body: { error: { validationErrors: unknown } | null } }) =>
  res.body.error?.validationErrors;

describe('Tenant service: permissions', () => {
  it('answers 401 without a token and 403 to every tenant user, tenant admins included', async () => {
    const t = await createTestApp();
    expect((await t.call({ url: app('Tenant/GetAll') })).status).toBe(401);
    const admin = await t.login('admin', 3);
    const list = await t.call({ url: app('Tenant/GetAll'), token: admin });
    expect(list.status).toBe(403);
    expect(list.body.error?.message).toContain('Tenants');
    expect((await createTenant(t, admin)).status).toBe(403);
    expect(
      (await t.call({ method: 'DELETE', url: app('Tenant/Delete'), token: admin, query: { Id: 3 } })).status,
    ).toBe(403);
    expect((await tenantState(t, 'serbia'))?.state).toBe(1);
  });
});

describe('Tenant/GetAll', () => {
  it('pages, sorts and filters by Keyword and IsActive', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const list = async (query: Record<string, string | number | boolean> = {}) =>
      (await t.call<PagedResultDto<TenantDto>>({ url: app('Tenant/GetAll'), token: host, query })).body
        .result!;
    const first = await list({ MaxResultCount: 3 });
    expect(first.totalCount).toBe(9);
    expect(first.items).toHaveLength(3);
    const byId = await list({ Sorting: 'id desc', SkipCount: 7, MaxResultCount: 5 });
    expect(byId.items.map((x) => x.tenancyName)).toEqual(['albania', 'Default']);
    // Default sorting is by tenancy name (where 'Default' lands depends on the database collation).
    const names = (await list({ MaxResultCount: 20 })).items
      .map((x) => x.tenancyName)
      .filter((n) => n !== 'Default');
    expect(names).toEqual([
      'albania',
      'archived',
      'bosnia',
      'germany',
      'kosovo',
      'northmacedonia',
      'romania',
      'serbia',
    ]);
    expect((await list({ Keyword: 'HERZ' })).items).toEqual([
      {
        id: 7,
        concurrencyStamp: expect.any(String),
        tenancyName: 'bosnia',
        name: 'Bosnia and Herzegovina',
        isActive: true,
        isSelfRegistrationEnabled: false,
      },
    ]);
    expect((await list({ IsActive: false })).items.map((x) => x.tenancyName)).toEqual(['archived']);
    expect((await list({ IsActive: true })).totalCount).toBe(8);
    const bad = await t.call({
      url: app('Tenant/GetAll'),
      token: host,
      query: { Sorting: 'name; drop table' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('Tenant create, update and delete', () => {
  it('creates a tenant with static roles and an admin who signs in with the password given', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const res = await createTenant(t, host, { connectionString: null, adminPassword: 'Acme-Boss-1' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      id: expect.any(Number),
      concurrencyStamp: expect.any(String),
      tenancyName: 'acme',
      name: 'Acme Travel',
      isActive: true,
      isSelfRegistrationEnabled: false,
    });
    const id = res.body.result!.id;
    expect(await tenantState(t, 'ACME')).toEqual({ state: 1, tenantId: id });
    await expect(t.login('admin', id)).rejects.toThrow('login failed');
    const admin = await t.login('admin', id, 'Acme-Boss-1');
    const info = await t.call<{ tenant: { name: string }; user: { emailAddress: string } }>({
      url: app('Session/GetCurrentUserInformations'),
      token: admin,
    });
    expect(info.body.result).toMatchObject({
      tenant: { name: 'Acme Travel' },
      user: { emailAddress: 'boss@acme.test' },
    });
    const roles = await t.call<PagedResultDto<RoleDto>>({ url: app('Role/GetAll'), token: admin });
    expect(roles.body.result?.items.map((r) => r.name)).toEqual(['Admin', 'Agent', 'Finance']);
    const perms = await t.call<ListResultDto<PermissionDto>>({
      url: app('Role/GetAllPermissions'),
      token: admin,
    });
    const tenantSide = perms.body.result!.items.map((p) => p.name).sort();
    expect(roles.body.result?.items[0]?.grantedPermissions.slice().sort()).toEqual(tenantSide);
  });

  it('generates the admin password when none is given and shows it in the answer only', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const res = await createTenant(t, host, {});
    const generated = (res.body.result as { adminPassword?: string }).adminPassword!;
    expect(generated).toMatch(/^.{16}$/);
    expect(generated).not.toBe('123qwe');
    const id = res.body.result!.id;
    expect((await t.login('admin', id, generated)).length).toBeGreaterThan(20);
    const again = await t.call({ url: app('Tenant/Get'), token: host, query: { id } });
    expect(JSON.stringify(again.body)).not.toContain(generated);
    const short = await createTenant(t, host, { tenancyName: 'shorty', adminPassword: '123' });
    expect(errorsOf(short)).toEqual([expect.objectContaining({ members: ['adminPassword'] })]);
  });

  it('names the failing fields: tenancy name pattern and uniqueness, name length, admin email', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const invalid = await createTenant(t, host, {
      tenancyName: '1acme',
      name: 'n'.repeat(129),
      adminEmailAddress: 'boss@',
    });
    expect(invalid.status).toBe(400);
    expect(errorsOf(invalid)).toEqual([
      {
        message: "The field TenancyName must match the regular expression '/^[a-zA-Z][a-zA-Z0-9_-]{1,}$/'.",
        members: ['tenancyName'],
      },
      { message: 'The field Name must be a string with a maximum length of 128.', members: ['name'] },
      {
        message: 'The AdminEmailAddress field is not a valid e-mail address.',
        members: ['adminEmailAddress'],
      },
    ]);
    const missing = await createTenant(t, host, { adminEmailAddress: undefined });
    expect(errorsOf(missing)).toEqual([
      { message: 'The AdminEmailAddress field is required.', members: ['adminEmailAddress'] },
    ]);
    const taken = await createTenant(t, host, { tenancyName: 'Serbia' });
    expect(errorsOf(taken)).toEqual([
      { message: "Tenancy name 'Serbia' is already taken.", members: ['tenancyName'] },
    ]);
  });

  it('updates name and state; a deactivated tenant locks its users out', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const agent = await t.login('agent', 4);
    const update = (body: Record<string, unknown>) =>
      t.call<TenantDto>({ method: 'PUT', url: app('Tenant/Update'), token: host, body: { id: 4, ...body } });
    const res = await update({
      tenancyName: 'macedonia',
      name: 'Macedonia',
      isActive: false,
      isSelfRegistrationEnabled: true,
    });
    expect(res.body.result).toEqual({
      id: 4,
      concurrencyStamp: expect.any(String),
      tenancyName: 'macedonia',
      name: 'Macedonia',
      isActive: false,
      isSelfRegistrationEnabled: true,
    });
    expect(await tenantState(t, 'macedonia')).toEqual({ state: 2, tenantId: null });
    expect((await t.call({ url: app('Session/GetCurrentUserInformations'), token: agent })).status).toBe(401);
    const clash = await update({ tenancyName: 'kosovo', name: 'Kosovo' });
    expect(errorsOf(clash)).toEqual([
      { message: "Tenancy name 'kosovo' is already taken.", members: ['tenancyName'] },
    ]);
    const unknown = await t.call({
      method: 'PUT',
      url: app('Tenant/Update'),
      token: host,
      body: { id: 999, ...acme },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('There is no entity Tenant with id = 999!');
  });

  it('soft-deletes a tenant: gone from the API, its name reserved, its users signed out', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const finance = await t.login('finance', 6);
    const del = await t.call({ method: 'DELETE', url: app('Tenant/Delete'), token: host, query: { Id: 6 } });
    expect(del.status).toBe(200);
    expect((await t.call({ url: app('Tenant/Get'), token: host, query: { Id: 6 } })).status).toBe(404);
    const list = await t.call<PagedResultDto<TenantDto>>({
      url: app('Tenant/GetAll'),
      token: host,
      query: { Keyword: 'romania' },
    });
    expect(list.body.result).toEqual({ totalCount: 0, items: [] });
    expect((await tenantState(t, 'romania'))?.state).toBe(3);
    expect((await t.call({ url: app('Session/GetCurrentUserInformations'), token: finance })).status).toBe(
      401,
    );
    const again = await createTenant(t, host, { tenancyName: 'romania' });
    expect(again.status).toBe(400);
    expect(
      (await t.call({ method: 'DELETE', url: app('Tenant/Delete'), token: host, query: { Id: 6 } })).status,
    ).toBe(404);
  });
});
