import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserDto } from '../../src/api/types/identity.js';
import type { Db } from '../db/client.js';
import { loginLogs, roles, userRoles, users } from '../db/schema.js';
import { AbpValidationError } from '../abp/errors.js';
import type { UserRow } from '../abp/session.js';
import { rolesOf } from './roleRules.js';
import { normalize } from './userRules.js';

/** The columns of a user's list row: no password hash; the last successful sign-in as a computed column. */
export const userListColumns = {
  id: users.id,
  concurrencyStamp: users.concurrencyStamp,
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  isActive: users.isActive,
  creationTime: users.creationTime,
  agentCode: users.agentCode,
  // Spelled out: Drizzle leaves columns unqualified here, and `id` would then mean the log's id.
  lastLoginTime: sql<Date | null>`(select max(l.creation_time) from login_logs l
    where l.user_id = "users"."id" and l.is_success)`.mapWith(loginLogs.creationTime),
  // In the same statement as the page: one round trip for a list request.
  roleNames: sql<string[]>`array(select r.normalized_name from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = "users"."id" order by r.normalized_name)`,
};
export type UserListRow = {
  [K in keyof typeof userListColumns]: K extends 'lastLoginTime'
    ? Date | null
    : K extends 'roleNames'
      ? string[]
      : UserRow[K & keyof UserRow];
};

/** UserDtos for a page of users (their role names come with the rows). */
export function userDtos(rows: UserListRow[]): UserDto[] {
  return rows.map((u) => ({
    id: u.id,
    concurrencyStamp: u.concurrencyStamp,
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    emailAddress: u.emailAddress,
    isActive: u.isActive,
    fullName: `${u.name} ${u.surname}`,
    lastLoginTime: u.lastLoginTime ? new Date(u.lastLoginTime).toISOString() : null,
    creationTime: u.creationTime.toISOString(),
    roleNames: u.roleNames,
    agentCode: u.agentCode,
  }));
}

/**
 * Gives a user exactly the named roles of its tenant and says which roles are new and whether anything changed. Names match a role's name or normalized name,
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
  const before = (
    await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))
  ).map((r) => r.roleId);
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (found.length) await db.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
  const added = found.map((r) => r.id).filter((id) => !before.includes(id));
  return { addedRoleIds: added, changed: added.length > 0 || before.length !== found.length - added.length };
}
