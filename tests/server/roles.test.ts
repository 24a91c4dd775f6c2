import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListResultDto, PagedResultDto } from '../../src/api/types/abp.js';
import type {
  GetRoleForEditOutput,
  PermissionDto,
  RoleDto,
  RoleListDto,
  UserDto,
} from '../../src/api/types/identity.js';
import { roles } from '../../server/db/schema.js';
import { app, createTestApp, type TestApp } from './helpers.js';

const editor = {
  name: 'Editor',
  displayName: 'Content editor',
  description: 'Edits email templates',
  grantedPermissions: ['Pages.Email.EmailTemplates', 'Pages.Users'],
};

async function roleId(t: TestApp, tenantId: number, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  if (!row) throw new Error(`no role ${name} in tenant ${tenantId}`);
  return row.id;
}

const createRole = (t: TestApp, token: string, body: Record<string, unknown> = {}) =>
  t.call<RoleDto>({ method: 'POST', url: app('Role/Create'), token, body: { ...editor, ...body } });

const errorsOf = (res: { body: { error: { validationErrors: unknown } | null } }) =>
  res.body.error?.validationErrors;

describe('Role service: permissions', () => {
  it('answers 401 without a token and 403 without Pages.Roles or the finer permission', async () => {
    const t = await createTestApp();
    expect((await t.call({ url: app('Role/GetAllPermissions') })).status).toBe(401);
    const finance = await t.login('finance', 3);
    expect((await t.call({ url: app('Role/GetAll'), token: finance })).status).toBe(403);
    const admin = await t.login('admin', 3);
    await createRole(t, admin, { name: 'RoleViewer', grantedPermissions: ['Pages.Roles'] });
    await t.call({
      method: 'POST',
      url: app('User/Create'),
      token: admin,
      body: {
        userName: 'viewer',
        name: 'Vera',
        surname: 'Viewer',
        emailAddress: 'vera@serbia.clientcare.test',
        roleNames: ['ROLEVIEWER'],
        password: 'Secret1',
      },
    });
    const viewer = await t.login('viewer', 3, 'Secret1');
    expect((await t.call({ url: app('Role/GetAll'), token: viewer })).status).toBe(200);
    const create = await createRole(t, viewer);
    expect(create.status).toBe(403);
    expect(create.body.error?.message).toContain('Creating roles');
    const del = await t.call({
      method: 'DELETE',
      url: app('Role/Delete'),
      token: viewer,
      query: { Id: await roleId(t, 3, 'Agent') },
    });
    expect(del.status).toBe(403);
  });
});

describe('Role/GetAll and GetRoles', () => {
  it("lists the tenant's roles with Keyword, Sorting and paging", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const list = (query: Record<string, string | number> = {}) =>
      t.call<PagedResultDto<RoleDto>>({ url: app('Role/GetAll'), token: admin, query });
    const all = await list();
    expect(all.body.result?.totalCount).toBe(3);
    expect(all.body.result?.items.map((r) => [r.name, r.normalizedName, r.isStatic])).toEqual([
      ['Admin', 'ADMIN', true],
      ['Agent', 'AGENT', true],
      ['Finance', 'FINANCE', true],
    ]);
    expect(all.body.result?.items[0]?.grantedPermissions).toContain('Pages.Users.Create');
    expect(all.body.result?.items[0]?.grantedPermissions).not.toContain('Pages.Tenants');
    await createRole(t, admin);
    expect((await list({ Keyword: 'email templates' })).body.result?.items.map((r) => r.name)).toEqual([
      'Editor',
    ]);
    const page = await list({ Sorting: 'name desc', SkipCount: 1, MaxResultCount: 2 });
    expect(page.body.result?.totalCount).toBe(4);
    expect(page.body.result?.items.map((r) => r.name)).toEqual(['Editor', 'Agent']);
  });

  it('filters GetRoles by a granted permission', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await t.call<ListResultDto<RoleListDto>>({
      url: app('Role/GetRoles'),
      token: admin,
      query: { Permission: 'Pages.Orders.Payments' },
    });
    expect(res.body.result?.items.map((r) => r.name)).toEqual(['Admin', 'Finance']);
    expect(res.body.result?.items[0]).toMatchObject({
      displayName: 'Admin',
      isStatic: true,
      isDefault: false,
    });
    expect(Object.keys(res.body.result!.items[0]!).sort()).toEqual(
      ['creationTime', 'displayName', 'id', 'isDefault', 'isStatic', 'name'].sort(),
    );
    const all = await t.call<ListResultDto<RoleListDto>>({ url: app('Role/GetRoles'), token: admin });
    expect(all.body.result?.items).toHaveLength(3);
  });
});

describe('Role permissions catalogue', () => {
  it('GetAllPermissions gives a tenant its side only, translated, with id 0', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await t.call<ListResultDto<PermissionDto>>({
      url: app('Role/GetAllPermissions'),
      token: admin,
    });
    const names = res.body.result!.items.map((p) => p.name);
    expect(names).toContain('Pages.Users.ResetPassword');
    expect(names.filter((n) => n.startsWith('Pages.Tenants'))).toEqual([]);
    expect(res.body.result?.items.find((p) => p.name === 'Pages.Roles')).toEqual({
      id: 0,
      name: 'Pages.Roles',
      displayName: 'Roles',
      description: null,
    });
    const shown = res.body.result!.items.map((p) => p.displayName);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en')));
    const de = await t.call<ListResultDto<PermissionDto>>({
      url: app('Role/GetAllPermissions'),
      token: admin,
      culture: 'de',
    });
    expect(de.body.result?.items.find((p) => p.name === 'Pages.Users')?.displayName).toBe('Benutzer');
    const host = await t.call<ListResultDto<PermissionDto>>({
      url: app('Role/GetAllPermissions'),
      token: await t.login('admin', null),
    });
    expect(host.body.result?.items.map((p) => p.name)).toContain('Pages.Tenants.Create');
  });

  it('GetRoleForEdit returns the role, the grantable permissions and the granted names', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const created = await createRole(t, admin);
    const res = await t.call<GetRoleForEditOutput>({
      url: app('Role/GetRoleForEdit'),
      token: admin,
      query: { Id: created.body.result!.id },
    });
    expect(res.body.result?.role).toEqual({
      id: created.body.result!.id,
      concurrencyStamp: created.body.result!.concurrencyStamp,
      name: 'Editor',
      displayName: 'Content editor',
      description: 'Edits email templates',
      isStatic: false,
    });
    expect(res.body.result?.grantedPermissionNames).toEqual(['Pages.Email.EmailTemplates', 'Pages.Users']);
    expect(res.body.result?.permissions.map((p) => p.name)).not.toContain('Pages.Tenants');
    expect(res.body.result?.permissions[0]).not.toHaveProperty('id');
  });
});

describe('Role create, update and delete', () => {
  it('creates a role that gives its users exactly its permissions', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await createRole(t, admin, { normalizedName: 'ignored' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ ...editor, normalizedName: 'EDITOR', isStatic: false });
    const got = await t.call<RoleDto>({
      url: app('Role/Get'),
      token: admin,
      query: { Id: res.body.result!.id },
    });
    expect(got.body.result).toEqual(res.body.result);
    const agentId = (
      await t.call<PagedResultDto<UserDto>>({
        url: app('User/GetAll'),
        token: admin,
        query: { Keyword: 'agent' },
      })
    ).body.result!.items[0]!;
    await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: admin,
      body: { ...agentId, roleNames: ['editor'] },
    });
    const info = await t.call<{ auth: { grantedPermissions: string[] } }>({
      url: app('Session/GetCurrentUserInformations'),
      token: await t.login('agent', 3),
    });
    expect(info.body.result?.auth.grantedPermissions).toEqual(['Pages.Email.EmailTemplates', 'Pages.Users']);
  });

  it('names the failing fields: unknown or host-only permissions, taken names, lengths', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const unknown = await createRole(t, admin, {
      grantedPermissions: ['Pages.Users', 'Pages.Rockets', 'Pages.Tenants'],
    });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown)).toEqual([
      { message: "There is no permission named 'Pages.Rockets'.", members: ['grantedPermissions'] },
      { message: "There is no permission named 'Pages.Tenants'.", members: ['grantedPermissions'] },
    ]);
    const taken = await createRole(t, admin, { name: 'finance' });
    expect(errorsOf(taken)).toEqual([
      { message: "Role name 'finance' is already taken.", members: ['name'] },
    ]);
    const invalid = await createRole(t, admin, { name: 'x'.repeat(33), displayName: ' ' });
    expect(errorsOf(invalid)).toEqual([
      { message: 'The field Name must be a string with a maximum length of 32.', members: ['name'] },
      { message: 'The DisplayName field is required.', members: ['displayName'] },
    ]);
    // The same name is free in another tenant.
    expect((await createRole(t, await t.login('admin', 2), { name: 'Editor' })).status).toBe(200);
    expect((await createRole(t, admin, { name: 'Editor' })).status).toBe(200);
  });

  it('updates permissions, requires grantedPermissions and never renames a static role', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const id = await roleId(t, 3, 'Agent');
    const update = (body: Record<string, unknown>) =>
      t.call<RoleDto>({
        method: 'PUT',
        url: app('Role/Update'),
        token: admin,
        body: { id, name: 'Agent', displayName: 'Travel agent', ...body },
      });
    const ok = await update({ grantedPermissions: ['Pages.Orders', 'Pages.Customers'] });
    expect(ok.body.result).toMatchObject({
      displayName: 'Travel agent',
      isStatic: true,
      grantedPermissions: ['Pages.Customers', 'Pages.Orders'],
    });
    const missing = await update({});
    expect(errorsOf(missing)).toEqual([
      { message: 'The GrantedPermissions field is required.', members: ['grantedPermissions'] },
    ]);
    const renamed = await update({ name: 'Seller', grantedPermissions: [] });
    expect(errorsOf(renamed)).toEqual([
      { message: "The role 'Agent' is built in and cannot be renamed.", members: ['name'] },
    ]);
    const got = await t.call<RoleDto>({ url: app('Role/Get'), token: admin, query: { Id: id } });
    expect(got.body.result).toMatchObject({
      name: 'Agent',
      grantedPermissions: ['Pages.Customers', 'Pages.Orders'],
    });
  });

  it('refuses to delete a static role, and removes a deleted role from its users first', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const stat = await t.call({
      method: 'DELETE',
      url: app('Role/Delete'),
      token: admin,
      query: { Id: await roleId(t, 3, 'Finance') },
      culture: 'sr',
    });
    expect(stat.status).toBe(500);
    expect(stat.body.error?.message).toBe("Uloga 'Finance' je unapred definisana i ne može se obrisati.");
    const role = await createRole(t, admin);
    const user = (
      await t.call<PagedResultDto<UserDto>>({
        url: app('User/GetAll'),
        token: admin,
        query: { Keyword: 'finance' },
      })
    ).body.result!.items[0]!;
    await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: admin,
      body: { ...user, roleNames: ['Finance', 'Editor'] },
    });
    const del = await t.call({
      method: 'DELETE',
      url: app('Role/Delete'),
      token: admin,
      query: { Id: role.body.result!.id },
    });
    expect(del.status).toBe(200);
    expect(
      (await t.call({ url: app('Role/Get'), token: admin, query: { Id: role.body.result!.id } })).status,
    ).toBe(404);
    const after = await t.call<UserDto>({ url: app('User/Get'), token: admin, query: { Id: user.id } });
    expect(after.body.result?.roleNames).toEqual(['FINANCE']);
  });
});

describe('Role tenant isolation', () => {
  it("never shows or changes another tenant's roles, whatever ids or headers are sent", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const other = await createRole(t, await t.login('admin', 2), { name: 'AlbanianOnly' });
    const id = other.body.result!.id;
    const calls = [
      ['GET', `Role/Get?Id=${id}`, undefined],
      ['GET', `Role/GetRoleForEdit?Id=${id}`, undefined],
      ['PUT', 'Role/Update', { ...editor, id }],
      ['DELETE', `Role/Delete?Id=${id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await t.call({ method, url: app(url), token: admin, tenantId: 2, body });
      expect(res.status, url).toBe(404);
      if (method === 'GET') expect(res.body.error?.message).toBe(`There is no entity Role with id = ${id}!`);
    }
    const list = await t.call<PagedResultDto<RoleDto>>({
      url: app('Role/GetAll'),
      token: admin,
      tenantId: 2,
      query: { MaxResultCount: 100 },
    });
    expect(list.body.result?.items.map((r) => r.name)).toEqual(['Admin', 'Agent', 'Finance']);
    const filtered = await t.call<ListResultDto<RoleListDto>>({
      url: app('Role/GetRoles'),
      token: admin,
      query: { Permission: 'Pages.Users' },
    });
    expect(filtered.body.result?.items.map((r) => r.name)).toEqual(['Admin']);
    // A role of another tenant cannot be given by name either.
    const user = await t.call({
      method: 'POST',
      url: app('User/Create'),
      token: admin,
      body: {
        userName: 'x1',
        name: 'X',
        surname: 'Y',
        emailAddress: 'x1@serbia.clientcare.test',
        roleNames: ['AlbanianOnly'],
        password: 'Secret1',
      },
    });
    expect(errorsOf(user)).toEqual([
      { message: "There is no role named 'AlbanianOnly'.", members: ['roleNames'] },
    ]);
    const untouched = await t.call<RoleDto>({
      url: app('Role/Get'),
      token: await t.login('admin', 2),
      query: { Id: id },
    });
    expect(untouched.body.result?.name).toBe('AlbanianOnly');
  });
});
