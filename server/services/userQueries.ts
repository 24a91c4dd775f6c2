import { and, eq, inArray, max } from 'drizzle-orm';
import type { UserDto } from '../../src/api/types/identity.js';
import type { Db } from '../db/client.js';
import { loginLogs, roles, userRoles } from '../db/schema.js';
import { AbpValidationError } from '../abp/errors.js';
import type { UserRow } from '../abp/session.js';
import { rolesOf } from './roleRules.js';
import { normalize } from './userRules.js';

/** UserDtos for a page of users: role names and last sign-in times come from one query each. */
export async function userDtos(db: Db, rows: UserRow[]): Promise<UserDto[]> {
  const ids = rows.map((u) => u.id);
  const roleNames = new Map<number, string[]>(ids.map((id) => [id, []]));
  const lastLogins = new Map<number, Date | null>();
  if (ids.length) {
    const granted = await db
      .select({ userId: userRoles.userId, name: roles.normalizedName })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(roles.normalizedName);
    const logins = await db
      .select({ userId: loginLogs.userId, time: max(loginLogs.creationTime) })
      .from(loginLogs)
      .where(and(inArray(loginLogs.userId, ids), eq(loginLogs.isSuccess, true)))
      .groupBy(loginLogs.userId);
    for (const g of granted) roleNames.get(g.userId)?.push(g.name);
    for (const l of logins) if (l.userId !== null) lastLogins.set(l.userId, l.time);
  }
  return rows.map((u) => ({
    id: u.id,
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    emailAddress: u.emailAddress,
    isActive: u.isActive,
    fullName: `${u.name} ${u.surname}`,
    lastLoginTime: lastLogins.get(u.id)?.toISOString() ?? null,
    creationTime: u.creationTime.toISOString(),
    roleNames: roleNames.get(u.id) ?? [],
  }));
}

/**
 * Gives a user exactly the named roles of its tenant. Names match a role's name or normalized name,
 * case-insensitively; an unknown name is a 400 on `roleNames`.
 */
export async function setUserRoles(db: Db, tenantId: number | null, userId: number, names: string[]) {
  const wanted = [...new Set(names.map(normalize))];
  const found = wanted.length
    ? await db
        .select({ id: roles.id, normalizedName: roles.normalizedName })
        .from(roles)
        .where(and(rolesOf(tenantId), inArray(roles.normalizedName, wanted)))
    : [];
  const unknown = names.filter((n) => !found.some((r) => r.normalizedName === normalize(n)));
  if (unknown.length)
    throw new AbpValidationError(
      unknown.map((n) => ({ text: { key: 'UnknownRole', args: [n] }, members: ['roleNames'] })),
    );
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (found.length) await db.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
}
