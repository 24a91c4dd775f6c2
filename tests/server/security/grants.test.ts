import { describe, expect, it } from 'vitest';
import { Permissions } from '../../../src/api/permissions.js';
import { app, createTestApp } from '../helpers.js';
import { find, members, withManager } from './grantHelpers.js';

describe('permission grants', { timeout: 60_000 }, () => {
  it('refuses a deactivation through User/Update without Pages.Users.Activation', async () => {
    const { t, admin, mia } = await withManager();
    const noah = await find(t, admin, 'User', 'noah');
    const res = await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: mia,
      body: { ...noah, isActive: false },
    });
    expect(res.status).toBe(400);
    expect(members(res.body)).toEqual([
      ['isActive', "Changing whether a user is active requires the permission 'Pages.Users.Activation'."],
    ]);
    expect((await find(t, admin, 'User', 'noah')).isActive).toBe(true);
  });

  it('refuses granting a permission, or a role, the granting user does not hold', async () => {
    const { t, admin, mia, role, managerPermissions } = await withManager();
    const own = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: mia,
      body: { ...role, grantedPermissions: [...managerPermissions, Permissions.Orders] },
    });
    expect(own.status).toBe(400);
    expect(members(own.body)).toEqual([
      ['grantedPermissions', "You cannot grant 'Pages.Orders': you do not hold this permission yourself."],
    ]);
    const created = await t.call({
      method: 'POST',
      url: app('Role/Create'),
      token: mia,
      body: { name: 'Sneaky', displayName: 'Sneaky', grantedPermissions: [Permissions.UsersDelete] },
    });
    expect(created.status).toBe(400);
    const noah = await find(t, admin, 'User', 'noah');
    const promote = await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: mia,
      body: { ...noah, roleNames: ['Admin'] },
    });
    expect(promote.status).toBe(400);
    expect(members(promote.body)).toEqual([
      ['roleNames', "You cannot give the role 'Admin': it grants permissions you do not hold yourself."],
    ]);
    expect((await find(t, admin, 'User', 'noah')).roleNames).toEqual([]);
    const newcomer = await t.call({
      method: 'POST',
      url: app('User/Create'),
      token: mia,
      body: {
        userName: 'newbie',
        name: 'N',
        surname: 'B',
        emailAddress: 'newbie@serbia.test',
        password: 'N3wbie!',
        roleNames: ['Finance'],
      },
    });
    expect(newcomer.status).toBe(400);
    // What the manager holds may be granted: keeping the same permissions, or removing one, is fine.
    const fine = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: mia,
      body: { ...role, grantedPermissions: managerPermissions.slice(0, -1) },
    });
    expect(fine.status).toBe(200);
  });
});

describe('the last user and role manager', { timeout: 60_000 }, () => {
  it('cannot strip the Admin role of its management permissions or untick their own Admin role', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const adminRole = await find(t, admin, 'Role', 'Admin');
    const strip = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: admin,
      body: { ...adminRole, grantedPermissions: [] },
    });
    expect(strip.status).toBe(400);
    expect(members(strip.body)).toEqual([
      [
        'grantedPermissions',
        'At least one active user of this tenant must keep the right to manage users and roles.',
      ],
    ]);
    const self = await find(t, admin, 'User', 'admin');
    const untick = await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: admin,
      body: { ...self, roleNames: [] },
    });
    expect(untick.status).toBe(400);
    expect(members(untick.body)?.[0]?.[0]).toBe('roleNames');
    expect((await find(t, admin, 'Role', 'Admin')).grantedPermissions).toContain(Permissions.RolesEdit);
    expect((await find(t, admin, 'User', 'admin')).roleNames).toEqual(['ADMIN']);
  });

  it('allows it once another active user manages users and roles', async () => {
    const { t, admin } = await withManager();
    const adminRole = await find(t, admin, 'Role', 'Admin');
    const strip = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: admin,
      body: { ...adminRole, grantedPermissions: [Permissions.Orders] },
    });
    expect(strip.status).toBe(200);
  });
});

describe('the host in a tenant', { timeout: 60_000 }, () => {
  it('opens a tenant’s users and roles and repairs its Admin role', async () => {
    const t = await createTestApp();
    const host = await t.login('admin', null);
    const users = await t.call<{ items: { userName: string }[] }>({
      url: app('User/GetAll'),
      token: host,
      tenantId: 3,
      headers: { 'Abp.TenantId': '3' },
    });
    expect(users.body.result!.items.map((u) => u.userName).sort()).toEqual(['admin', 'agent', 'finance']);
    const adminRole = await find(t, host, 'Role', 'Admin', 3);
    // The host may grant tenant-side permissions it does not hold itself (e.g. Pages.Orders).
    const repaired = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: host,
      tenantId: 3,
      body: { ...adminRole, grantedPermissions: [...(adminRole.grantedPermissions as string[])] },
    });
    expect(repaired.status).toBe(200);
    // Without the header the host sees its own users.
    const own = await t.call<{ items: { userName: string }[] }>({ url: app('User/GetAll'), token: host });
    expect(own.body.result!.items.map((u) => u.userName)).toEqual(['admin']);
  });

  it('is host-only: a tenant admin naming another tenant stays in their own', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await t.call<{ items: { emailAddress: string }[] }>({
      url: app('User/GetAll'),
      token: admin,
      tenantId: 4,
    });
    expect(res.body.result!.items.every((u) => u.emailAddress.endsWith('serbia.clientcare.test'))).toBe(true);
  });
});
