import { describe, expect, it } from 'vitest';
import { Permissions } from '../../../src/api/permissions.js';
import { app, createTestApp } from '../helpers.js';
import { find, members, withManager, type Row } from './grantHelpers.js';

/**
 * The mirror of "nobody grants what they do not hold": nobody takes it away either, and nobody acts on a user who
 * holds more than they do (a password reset would hand over that user's account).
 */
describe('taking away, and acting on those who hold more', { timeout: 60_000 }, () => {
  it('refuses revoking, from any role, a permission the revoking user does not hold', async () => {
    const { t, admin, mia } = await withManager();
    const adminRole = await find(t, admin, 'Role', 'Admin');
    const strip = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: mia,
      body: { ...adminRole, grantedPermissions: [Permissions.Users, Permissions.Roles] },
    });
    expect(strip.status).toBe(400);
    const refused = members(strip.body)!;
    expect(refused).toContainEqual([
      'grantedPermissions',
      "You cannot revoke 'Pages.Orders': you do not hold this permission yourself.",
    ]);
    expect(refused.map(([member]) => member).every((m) => m === 'grantedPermissions')).toBe(true);
    // Revoking what the manager holds herself is fine; the administrators keep everything else.
    const trimmed = (adminRole.grantedPermissions as string[]).filter((p) => p !== Permissions.RolesCreate);
    const fine = await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: mia,
      body: { ...adminRole, grantedPermissions: trimmed },
    });
    expect(fine.status).toBe(200);
    expect((await find(t, admin, 'Role', 'Admin')).grantedPermissions).toContain(Permissions.Orders);
    // An administrator may still sign in and open the orders.
    const stillAdmin = await t.login('admin', 3);
    expect((await t.call({ url: app('Order/GetOrders'), token: stillAdmin })).status).toBe(200);
  });

  it('refuses deleting a role that grants what the deleting user does not hold', async () => {
    const { t, admin } = await withManager();
    const created = await t.call<Row>({
      method: 'POST',
      url: app('Role/Create'),
      token: admin,
      body: { name: 'Cashiers', displayName: 'Cashiers', grantedPermissions: [Permissions.OrdersPayments] },
    });
    const grantDelete = await find(t, admin, 'Role', 'Managers');
    await t.call({
      method: 'PUT',
      url: app('Role/Update'),
      token: admin,
      body: {
        ...grantDelete,
        grantedPermissions: [...(grantDelete.grantedPermissions as string[]), Permissions.RolesDelete],
      },
    });
    const miaAgain = await t.login('mia', 3, 'M1a-secret');
    const res = await t.call({
      method: 'DELETE',
      url: app('Role/Delete'),
      token: miaAgain,
      query: { id: created.body.result!.id },
    });
    expect(res.status).toBe(400);
    expect(members(res.body)).toEqual([
      ['id', "You cannot delete the role 'Cashiers': it grants permissions you do not hold yourself."],
    ]);
    expect((await find(t, admin, 'Role', 'Cashiers')).id).toBe(created.body.result!.id);
  });

  it('refuses resetting the password of, editing, deactivating or deleting a user who holds more', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    // A help desk that may reset passwords, (de)activate and delete users, and edit them; nothing else.
    const helpdesk = [
      Permissions.Users,
      Permissions.UsersEdit,
      Permissions.UsersActivation,
      Permissions.UsersDelete,
      Permissions.UsersResetPassword,
    ];
    await t.call({
      method: 'POST',
      url: app('Role/Create'),
      token: admin,
      body: { name: 'Helpdesk', displayName: 'Helpdesk', grantedPermissions: helpdesk },
    });
    await t.call({
      method: 'POST',
      url: app('User/Create'),
      token: admin,
      body: {
        userName: 'hd',
        name: 'Help',
        surname: 'Desk',
        emailAddress: 'hd@serbia.test',
        password: 'H3lp-desk',
        roleNames: ['Helpdesk'],
        isActive: true,
      },
    });
    const hd = await t.login('hd', 3, 'H3lp-desk');
    const target = await find(t, admin, 'User', 'admin');
    const outranked = [
      ['userId', "You cannot change the user 'admin': they hold permissions you do not hold yourself."],
    ];
    const reset = await t.call({
      method: 'POST',
      url: app('User/ResetPassword'),
      token: hd,
      body: { adminPassword: 'H3lp-desk', userId: target.id, newPassword: 'Pwn3d-admin' },
    });
    expect(reset.status).toBe(400);
    expect(members(reset.body)).toEqual(outranked);
    await expect(t.login('admin', 3, 'Pwn3d-admin')).rejects.toThrow();
    const asId = [['id', outranked[0]![1]]];
    for (const [method, url, body] of [
      ['PUT', 'User/Update', { ...target, emailAddress: 'hd-owns-this@serbia.test' }],
      ['POST', 'User/DeActivate', { id: target.id }],
    ] as const) {
      const res = await t.call({ method, url: app(url), token: hd, body });
      expect(res.status, url).toBe(400);
      expect(members(res.body), url).toEqual(asId);
    }
    const removed = await t.call({
      method: 'DELETE',
      url: app('User/Delete'),
      token: hd,
      query: { id: target.id },
    });
    expect(members(removed.body)).toEqual(asId);
    const after = await find(t, admin, 'User', 'admin');
    expect([after.emailAddress, after.isActive]).toEqual([target.emailAddress, true]);
    // Users the help desk outranks (here: nobody's roles beyond its own) are its to serve.
    const noRoles = await t.call<Row>({
      method: 'POST',
      url: app('User/Create'),
      token: admin,
      body: {
        userName: 'guest',
        name: 'G',
        surname: 'Uest',
        emailAddress: 'guest@serbia.test',
        password: 'Gu3st-pw',
        roleNames: [],
      },
    });
    const served = await t.call({
      method: 'POST',
      url: app('User/ResetPassword'),
      token: hd,
      body: { adminPassword: 'H3lp-desk', userId: noRoles.body.result!.id, newPassword: 'N3w-guest' },
    });
    expect(served.status).toBe(200);
    expect(await t.login('guest', 3, 'N3w-guest')).toBeTruthy();
  });
});
