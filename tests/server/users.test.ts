import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PagedResultDto } from '../../src/api/types/abp.js';
import type { RoleDto, UserDto } from '../../src/api/types/identity.js';
import { users } from '../../server/db/schema.js';
import { app, createTestApp, recordStatements, type TestApp } from './helpers.js';

const newUser = {
  userName: 'jdoe',
  name: 'John',
  surname: 'Doe',
  emailAddress: 'jdoe@serbia.clientcare.test',
  isActive: true,
  roleNames: ['agent'],
  password: 'Secret1',
};

async function userId(t: TestApp, tenantId: number, userName: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName)));
  if (!row) throw new Error(`no user ${userName} in tenant ${tenantId}`);
  return row.id;
}

async function createUser(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  return t.call<UserDto>({ method: 'POST', url: app('User/Create'), token, body: { ...newUser, ...body } });
}

const members = (res: {
  body: { error: { validationErrors: { members: string[] | null }[] | null } | null };
}) => res.body.error?.validationErrors?.flatMap((e) => e.members ?? []);

describe('User service: permissions', () => {
  it('answers 401 without a token and 403 to staff without Pages.Users', async () => {
    const t = await createTestApp();
    expect((await t.call({ url: app('User/GetAll') })).status).toBe(401);
    const agent = await t.login('agent', 3);
    for (const [method, url] of [
      ['GET', 'User/GetAll'],
      ['GET', 'User/GetRoles'],
      ['POST', 'User/Create'],
      ['POST', 'User/DeActivate'],
    ] as const) {
      const res = await t.call({
        method,
        url: app(url),
        token: agent,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, url).toBe(403);
      expect(res.body.unAuthorizedRequest).toBe(true);
    }
  });

  it('requires the finer permission for each change on top of Pages.Users', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const role = await t.call<RoleDto>({
      method: 'POST',
      url: app('Role/Create'),
      token: admin,
      body: { name: 'Viewer', displayName: 'Viewer', grantedPermissions: ['Pages.Users'] },
    });
    expect(role.status).toBe(200);
    await createUser(t, admin, { roleNames: ['Viewer'] });
    const viewer = await t.login('jdoe', 3, 'Secret1');
    const list = await t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: viewer });
    expect(list.body.result?.totalCount).toBe(4);
    const agentId = await userId(t, 3, 'agent');
    const attempts = [
      ['POST', 'User/Create', newUser, 'Creating users'],
      ['PUT', 'User/Update', { ...newUser, id: agentId }, 'Editing users'],
      ['DELETE', `User/Delete?Id=${agentId}`, undefined, 'Deleting users'],
      ['POST', 'User/DeActivate', { id: agentId }, 'Users activation'],
      [
        'POST',
        'User/ResetPassword',
        { adminPassword: 'Secret1', userId: agentId, newPassword: 'abcdef' },
        'Resetting user passwords',
      ],
    ] as const;
    for (const [method, url, body, permission] of attempts) {
      const res = await t.call({ method, url: app(url), token: viewer, body });
      expect(res.status, url).toBe(403);
      expect(res.body.error?.message).toContain(permission);
    }
  });
});

describe('User/GetAll', () => {
  it("lists only the caller's tenant, sorted by user name, with role names and paging", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: admin });
    expect(res.body.result?.totalCount).toBe(3);
    expect(res.body.result?.items.map((u) => [u.userName, u.roleNames])).toEqual([
      ['admin', ['ADMIN']],
      ['agent', ['AGENT']],
      ['finance', ['FINANCE']],
    ]);
    const agent = res.body.result?.items[1];
    expect(agent).toMatchObject({
      fullName: 'Ana Agent',
      emailAddress: 'agent@serbia.clientcare.test',
      isActive: true,
    });
    expect(new Date(agent!.creationTime).toISOString()).toBe(agent!.creationTime);
    // The admin just signed in; the others never did.
    expect(res.body.result?.items[0]?.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(agent?.lastLoginTime).toBeNull();

    const page = await t.call<PagedResultDto<UserDto>>({
      url: app('User/GetAll'),
      token: admin,
      query: { Sorting: 'userName desc', SkipCount: 1, MaxResultCount: 1 },
    });
    expect(page.body.result).toMatchObject({ totalCount: 3, items: [{ userName: 'agent' }] });
  });

  it('filters by Keyword over names and email, and by IsActive; rejects unknown sort fields', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const names = async (query: Record<string, string | boolean>) => {
      const res = await t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: admin, query });
      return res.body.result?.items.map((u) => u.userName);
    };
    expect(await names({ Keyword: 'FILIP' })).toEqual(['finance']);
    expect(await names({ Keyword: 'agent@serbia' })).toEqual(['agent']);
    expect(await names({ Keyword: '%' })).toEqual([]);
    await t.call({
      method: 'POST',
      url: app('User/DeActivate'),
      token: admin,
      body: { id: await userId(t, 3, 'agent') },
    });
    expect(await names({ IsActive: false })).toEqual(['agent']);
    expect(await names({ IsActive: true })).toEqual(['admin', 'finance']);
    const bad = await t.call({ url: app('User/GetAll'), token: admin, query: { Sorting: 'passwordHash' } });
    expect(bad.status).toBe(400);
    expect(members(bad)).toEqual(['sorting']);
  });
});

describe('User create, update and delete', () => {
  it('creates a user whose roles give it permissions and who can sign in', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await createUser(t, admin, { roleNames: ['agent', 'FINANCE'] });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      userName: 'jdoe',
      fullName: 'John Doe',
      isActive: true,
      lastLoginTime: null,
      roleNames: ['AGENT', 'FINANCE'],
    });
    const got = await t.call<UserDto>({
      url: app('User/Get'),
      token: admin,
      query: { Id: res.body.result!.id },
    });
    expect(got.body.result).toEqual(res.body.result);
    const token = await t.login('jdoe', 3, 'Secret1');
    const info = await t.call<{ auth: { grantedPermissions: string[] } }>({
      url: app('Session/GetCurrentUserInformations'),
      token,
    });
    expect(info.body.result?.auth.grantedPermissions).toEqual(
      expect.arrayContaining(['Pages.Orders', 'Pages.BankTransfer', 'Pages.ReservationLinkGenerators']),
    );
    expect(info.body.result?.auth.grantedPermissions).not.toContain('Pages.Users');
  });

  it('names the failing fields: length, email, password, unknown role, taken user name', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const invalid = await createUser(t, admin, { name: '', emailAddress: 'x@', password: '12345' });
    expect(invalid.status).toBe(400);
    expect(members(invalid)).toEqual(['name', 'emailAddress', 'password']);
    const role = await createUser(t, admin, { roleNames: ['Pilot'] });
    expect(role.body.error?.validationErrors).toEqual([
      { message: "There is no role named 'Pilot'.", members: ['roleNames'] },
    ]);
    const taken = await createUser(t, admin, { userName: 'Finance' });
    expect(members(taken)).toEqual(['userName']);
    // Nothing was half-created by the failed attempts.
    const list = await t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: admin });
    expect(list.body.result?.totalCount).toBe(3);
  });

  it('updates fields and replaces roles only when roleNames is given', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const id = await userId(t, 3, 'agent');
    const update = (body: Record<string, unknown>) =>
      t.call<UserDto>({ method: 'PUT', url: app('User/Update'), token: admin, body });
    const base = {
      id,
      userName: 'agent',
      name: 'Ana',
      surname: 'Petrović',
      emailAddress: 'ana@serbia.clientcare.test',
    };
    const kept = await update({ ...base, roleNames: null });
    expect(kept.body.result).toMatchObject({
      fullName: 'Ana Petrović',
      roleNames: ['AGENT'],
      isActive: true,
    });
    const replaced = await update({ ...base, isActive: false, roleNames: ['Finance'] });
    expect(replaced.body.result).toMatchObject({
      emailAddress: 'ana@serbia.clientcare.test',
      roleNames: ['FINANCE'],
      isActive: false,
    });
    const clash = await update({ ...base, emailAddress: 'finance@serbia.clientcare.test' });
    expect(members(clash)).toEqual(['emailAddress']);
  });

  it('soft-deletes a user: gone from the API and unable to sign in', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const id = await userId(t, 3, 'finance');
    const del = await t.call({ method: 'DELETE', url: app('User/Delete'), token: admin, query: { Id: id } });
    expect(del.status).toBe(200);
    const got = await t.call({ url: app('User/Get'), token: admin, query: { Id: id } });
    expect(got.status).toBe(404);
    await expect(t.login('finance', 3)).rejects.toThrow('login failed');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.isDeleted).toBe(true);
  });
});

describe('User activation and self-protection', () => {
  it('deactivation refuses sign-in and rejects the existing token; activation restores sign-in only', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const agentToken = await t.login('agent', 3);
    const id = await userId(t, 3, 'agent');
    const off = await t.call({ method: 'POST', url: app('User/DeActivate'), token: admin, body: { id } });
    expect(off.status).toBe(200);
    const me = await t.call({ url: app('Session/GetCurrentUserInformations'), token: agentToken });
    expect(me.status).toBe(401);
    const refused = await t.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 3,
      body: { userNameOrEmailAddress: 'agent', password: '123qwe' },
    });
    expect(refused.body.error?.details).toBe('User agent is not active and can not log in.');
    await t.call({ method: 'POST', url: app('User/Activate'), token: admin, body: { id } });
    // The token issued before the deactivation stays void (security stamp); a new sign-in works.
    const old = await t.call({ url: app('Session/GetCurrentUserInformations'), token: agentToken });
    expect(old.status).toBe(401);
    expect(old.body.error?.details).toBe('SecurityStampChanged');
    const fresh = await t.login('agent', 3);
    expect((await t.call({ url: app('Session/GetCurrentUserInformations'), token: fresh })).status).toBe(200);
  });

  it('never lets users deactivate or delete themselves, in their language', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const id = await userId(t, 3, 'admin');
    const off = await t.call({
      method: 'POST',
      url: app('User/DeActivate'),
      token: admin,
      body: { id },
      culture: 'de',
    });
    expect(off.status).toBe(500);
    expect(off.body.error?.message).toBe('Sie können Ihr eigenes Konto nicht deaktivieren.');
    const del = await t.call({ method: 'DELETE', url: app('User/Delete'), token: admin, query: { Id: id } });
    expect(del.status).toBe(500);
    expect(del.body.error?.message).toBe('You cannot delete your own account.');
    const update = await t.call({
      method: 'PUT',
      url: app('User/Update'),
      token: admin,
      body: {
        id,
        userName: 'admin',
        name: 'admin',
        surname: 'admin',
        emailAddress: 'admin@serbia.clientcare.test',
        isActive: false,
      },
    });
    expect(update.status).toBe(400);
    expect(members(update)).toEqual(['isActive']);
    const still = await t.call<UserDto>({ url: app('User/Get'), token: admin, query: { Id: id } });
    expect(still.body.result?.isActive).toBe(true);
  });
});

describe('User tenant isolation', () => {
  it("never shows or changes another tenant's users, whatever ids or headers are sent", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const other = await userId(t, 2, 'agent');
    const calls = [
      ['GET', `User/Get?Id=${other}`, undefined],
      ['PUT', 'User/Update', { ...newUser, id: other }],
      ['DELETE', `User/Delete?Id=${other}`, undefined],
      ['POST', 'User/Activate', { id: other }],
      ['POST', 'User/DeActivate', { id: other }],
      ['POST', 'User/ResetPassword', { adminPassword: '123qwe', userId: other, newPassword: 'hacked1' }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await t.call({ method, url: app(url), token: admin, tenantId: 2, body });
      expect(res.status, url).toBe(404);
    }
    const list = await t.call<PagedResultDto<UserDto>>({
      url: app('User/GetAll'),
      token: admin,
      tenantId: 2,
      query: { Keyword: 'albania', MaxResultCount: 100 },
    });
    expect(list.body.result).toEqual({ totalCount: 0, items: [] });
    // The tenant 2 agent is untouched and still signs in with its password.
    await expect(t.login('agent', 2)).resolves.toBeTruthy();
    // The host sees host users only.
    const host = await t.login('admin', null);
    const hostList = await t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: host });
    expect(hostList.body.result?.items.map((u) => u.emailAddress)).toEqual(['admin@clientcare.test']);
  });

  it("offers only the caller's tenant roles to pick from", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const res = await t.call<{ items: RoleDto[] }>({ url: app('User/GetRoles'), token: admin });
    expect(res.body.result?.items.map((r) => r.normalizedName)).toEqual(['ADMIN', 'AGENT', 'FINANCE']);
    expect(res.body.result?.items[1]?.grantedPermissions).toEqual([
      'Pages.Orders',
      'Pages.ReservationLinkGenerators',
    ]);
    const ids = new Set(res.body.result?.items.map((r) => r.id));
    const tenant2 = await t.call<{ items: RoleDto[] }>({
      url: app('User/GetRoles'),
      token: await t.login('admin', 2),
    });
    expect(tenant2.body.result?.items.some((r) => ids.has(r.id))).toBe(false);
  });
});

describe('User passwords and language', () => {
  it('changes the own password (any signed-in user), naming currentPassword when it is wrong', async () => {
    const t = await createTestApp();
    const agent = await t.login('agent', 3);
    const change = (currentPassword: string) =>
      t.call<boolean>({
        method: 'POST',
        url: app('User/ChangePassword'),
        token: agent,
        body: { currentPassword, newPassword: 'N3wPassword' },
      });
    const wrong = await change('nope');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.validationErrors).toEqual([
      { message: 'Incorrect password.', members: ['currentPassword'] },
    ]);
    const same = await t.call({
      method: 'POST',
      url: app('User/ChangePassword'),
      token: agent,
      body: { currentPassword: '123qwe', newPassword: '123qwe' },
    });
    expect(same.status).toBe(400);
    expect(same.body.error?.validationErrors).toEqual([
      { message: 'The new password must be different from the current one.', members: ['newPassword'] },
    ]);
    const ok = await change('123qwe');
    expect(ok.body.result).toBe(true);
    await expect(t.login('agent', 3)).rejects.toThrow('login failed');
    await expect(t.login('agent', 3, 'N3wPassword')).resolves.toBeTruthy();
  });

  it("resets another user's password after checking the admin's own password", async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const userIdValue = await userId(t, 3, 'finance');
    const reset = (adminPassword: string) =>
      t.call<boolean>({
        method: 'POST',
        url: app('User/ResetPassword'),
        token: admin,
        body: { adminPassword, userId: userIdValue, newPassword: 'Reset123' },
      });
    const wrong = await reset('wrong');
    expect(wrong.status).toBe(400);
    expect(members(wrong)).toEqual(['adminPassword']);
    expect((await reset('123qwe')).body.result).toBe(true);
    await expect(t.login('finance', 3, 'Reset123')).resolves.toBeTruthy();
  });

  it('saves the language of any signed-in user and refuses unknown ones', async () => {
    const t = await createTestApp();
    const finance = await t.login('finance', 3);
    const bad = await t.call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token: finance,
      body: { languageName: 'tr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors).toEqual([
      { message: "The language 'tr' is not supported.", members: ['languageName'] },
    ]);
    const ok = await t.call({
      method: 'POST',
      url: app('User/ChangeLanguage'),
      token: finance,
      body: { languageName: 'sr' },
    });
    expect(ok.status).toBe(200);
    const info = await t.call<{ user: { language: string } }>({
      url: app('Session/GetCurrentUserInformations'),
      token: finance,
    });
    expect(info.body.result?.user.language).toBe('sr');
  });

  it('reads a page of users, their roles and last sign-ins in one statement, the sign-ins through an index', async () => {
    const t = await createTestApp();
    const admin = await t.login('admin', 3);
    const list = () => t.call<PagedResultDto<UserDto>>({ url: app('User/GetAll'), token: admin });
    expect((await list()).status).toBe(200);
    const statements = recordStatements(t);
    const page = (await list()).body.result!;
    expect(statements).toHaveLength(1);
    const me = page.items.find((u) => u.userName === 'admin')!;
    expect(me.roleNames).toEqual(['ADMIN']);
    expect(me.lastLoginTime).not.toBeNull();
    // Sign-ins grow with every one: the last of a user is an index probe, whatever the table's size.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select max(l.creation_time) from login_logs l
        where l.user_id = ${me.id} and l.is_success`);
    });
    expect(JSON.stringify(plan)).toContain('login_logs_user_sign_in_idx');
  });
});
