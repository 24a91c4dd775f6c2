import { expect } from 'vitest';
import { Permissions } from '../../../src/api/permissions.js';
import { app, createTestApp, type TestApp } from '../helpers.js';

export type Row = Record<string, unknown> & { id: number };

export async function find(
  t: TestApp,
  token: string,
  service: 'User' | 'Role',
  name: string,
  tenantId?: number,
) {
  const res = await t.call<{ items: (Row & { userName?: string; name?: string })[] }>({
    url: app(`${service}/GetAll`),
    token,
    tenantId,
    query: { keyword: name, maxResultCount: 100 },
  });
  const row = res.body.result!.items.find((r) => (r.userName ?? r.name) === name);
  if (!row) throw new Error(`${service} ${name} not found: ${JSON.stringify(res.body)}`);
  return row;
}

export const members = (body: {
  error: { validationErrors: { members: string[] | null; message: string }[] | null } | null;
}) => body.error?.validationErrors?.map((e) => [e.members?.[0], e.message]);

/** Tenant 3 gets a "Managers" role (user and role management only) and a user "mia" holding it. */
export async function withManager() {
  const t = await createTestApp();
  const admin = await t.login('admin', 3);
  const managerPermissions = [
    Permissions.Users,
    Permissions.UsersEdit,
    Permissions.UsersCreate,
    Permissions.Roles,
    Permissions.RolesEdit,
    Permissions.RolesCreate,
  ];
  const role = await t.call<Row>({
    method: 'POST',
    url: app('Role/Create'),
    token: admin,
    body: { name: 'Managers', displayName: 'Managers', grantedPermissions: managerPermissions },
  });
  expect(role.status).toBe(200);
  const user = await t.call<Row>({
    method: 'POST',
    url: app('User/Create'),
    token: admin,
    body: {
      userName: 'mia',
      name: 'Mia',
      surname: 'Manager',
      emailAddress: 'mia@serbia.test',
      password: 'M1a-secret',
      roleNames: ['Managers'],
      isActive: true,
    },
  });
  expect(user.status).toBe(200);
  // A user without any role: someone the manager outranks.
  const plain = await t.call<Row>({
    method: 'POST',
    url: app('User/Create'),
    token: admin,
    body: {
      userName: 'noah',
      name: 'Noah',
      surname: 'Plain',
      emailAddress: 'noah@serbia.test',
      password: 'N0ah-secret',
      roleNames: [],
      isActive: true,
    },
  });
  expect(plain.status).toBe(200);
  const mia = await t.login('mia', 3, 'M1a-secret');
  return { t, admin, mia, role: role.body.result!, miaRow: user.body.result!, managerPermissions };
}
