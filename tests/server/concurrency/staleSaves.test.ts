import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.js';
import { callerFor, SERBIA, type Caller } from '../config/helpers.js';

type Stamped = { id: number; concurrencyStamp: string } & Record<string, unknown>;

/** The record a stale form holds: the first of the list, read with Get as an edit form does. */
async function openForm(caller: Caller, service: string, pick: (row: Stamped) => boolean = () => true) {
  const list = await caller.getAll<Stamped>(service);
  const row = list.body.result!.items.find(pick)!;
  return (await caller.get<Stamped>(service, row.id)).body.result!;
}

async function serbianAdmin() {
  const t = await createTestApp();
  return callerFor(t, await t.login('admin', SERBIA));
}

/** Two saves of one copy with different changes: exactly one wins, the other is refused and changes nothing. */
async function expectOneWins(
  caller: Caller,
  service: string,
  copy: Stamped,
  a: object,
  b: object,
  parallel: boolean,
) {
  const save = (change: object) => caller.update<Stamped>(service, { ...copy, ...change });
  const answers = parallel ? await Promise.all([save(a), save(b)]) : [await save(a), await save(b)];
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  const winner = answers.find((r) => r.status === 200)!.body.result!;
  const loser = answers.find((r) => r.status === 409)!;
  expect(loser.body.error?.message).toBe('Someone else changed this record after you opened it.');
  expect(loser.body.error?.details).toMatch(/not saved/);
  // What is stored is the winner's whole save, with the stamp it answered.
  const now = (await caller.get<Stamped>(service, copy.id)).body.result!;
  expect(now).toEqual(winner);
  return winner;
}

describe('a stale edit form cannot revert another admin’s change', { timeout: 60_000 }, () => {
  it('BankAccount: a rename from a stale copy is refused (one after the other, then at the same time)', async () => {
    const admin = await serbianAdmin();
    const copy = await openForm(admin, 'BankAccount');
    const first = await expectOneWins(
      admin,
      'BankAccount',
      copy,
      { bankName: 'Renamed by A' },
      { bankName: 'B' },
      false,
    );
    expect(first.bankName).toBe('Renamed by A');

    const fresh = await openForm(admin, 'BankAccount', (r) => r.id === copy.id);
    expect(fresh.concurrencyStamp).toBe(first.concurrencyStamp);
    const race = await expectOneWins(
      admin,
      'BankAccount',
      fresh,
      { bankName: 'Race A' },
      { bankName: 'Race B' },
      true,
    );
    expect(['Race A', 'Race B']).toContain(race.bankName);
  });

  it('User: two updates from one copy, one after the other and in parallel: one 200, one 409', async () => {
    const admin = await serbianAdmin();
    const copy = await openForm(admin, 'User', (u) => u.userName !== 'admin');
    await expectOneWins(admin, 'User', copy, { name: 'First' }, { surname: 'Second' }, false);
    const fresh = await openForm(admin, 'User', (u) => u.id === copy.id);
    await expectOneWins(admin, 'User', fresh, { name: 'Left' }, { name: 'Right' }, true);
  });

  it('User: activating or deactivating a user makes an open edit form stale (it shows the Active switch)', async () => {
    const admin = await serbianAdmin();
    const copy = await openForm(admin, 'User', (u) => u.userName !== 'admin' && u.isActive === true);
    const off = await admin.call({
      method: 'POST',
      url: '/api/services/app/User/DeActivate',
      body: { id: copy.id },
    });
    expect(off.status).toBe(200);
    const stale = await admin.update(`User`, { ...copy, name: 'Reactivated by accident?' });
    expect(stale.status).toBe(409);
    expect((await admin.get<Stamped>('User', copy.id)).body.result!.isActive).toBe(false);
  });

  it('Role: GetRoleForEdit answers the stamp; two saves of its permissions from one copy: one 200, one 409', async () => {
    const admin = await serbianAdmin();
    const roles = (await admin.getAll<Stamped>('Role')).body.result!.items;
    const role = roles.find((r) => r.isStatic === false) ?? roles[0]!;
    const forEdit = await admin.call<{ role: Stamped; grantedPermissionNames: string[] }>({
      url: '/api/services/app/Role/GetRoleForEdit',
      query: { Id: role.id },
    });
    const { role: edited, grantedPermissionNames } = forEdit.body.result!;
    expect(edited.concurrencyStamp).toBe(role.concurrencyStamp);
    const copy = { ...edited, grantedPermissions: grantedPermissionNames } as Stamped;
    await expectOneWins(admin, 'Role', copy, { displayName: 'One' }, { displayName: 'Two' }, false);
    const fresh = { ...(await admin.get<Stamped>('Role', role.id)).body.result! };
    await expectOneWins(admin, 'Role', fresh, { description: 'left' }, { description: 'right' }, true);
  });

  it('the CRUD factory (Market): parallel saves of one copy, and a save without a stamp is not checked', async () => {
    const admin = await serbianAdmin();
    const copy = await openForm(admin, 'Market');
    await expectOneWins(admin, 'Market', copy, { name: 'Alpha' }, { name: 'Beta' }, true);
    const { concurrencyStamp: _stale, ...unstamped } = copy;
    const unchecked = await admin.update<Stamped>('Market', { ...unstamped, name: 'Stock ABP client' });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body.result!.name).toBe('Stock ABP client');
  });

  it('TenantCurrency: changing the default currency re-bases every rate and makes their open forms stale', async () => {
    const admin = await serbianAdmin();
    const list = (await admin.getAll<Stamped>('TenantCurrency')).body.result!.items;
    const other = list.find((c) => c.isDefault === false)!;
    const copyOfOther = (await admin.get<Stamped>('TenantCurrency', other.id)).body.result!;
    const def = list.find((c) => c.isDefault === true)!;
    // Making `other` the default changes the old default's rate: its stale form must not write the old rate back.
    const defCopy = (await admin.get<Stamped>('TenantCurrency', def.id)).body.result!;
    expect((await admin.update('TenantCurrency', { ...copyOfOther, isDefault: true })).status).toBe(200);
    expect((await admin.update('TenantCurrency', { ...defCopy })).status).toBe(409);
  });
});
