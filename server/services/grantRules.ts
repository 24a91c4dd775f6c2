import { and, countDistinct, eq, inArray, isNull, ne } from 'drizzle-orm';
import { Permissions, permissionsForSide } from '../../src/api/permissions.js';
import type { Db } from '../db/client.js';
import { rolePermissions, roles, userRoles, users } from '../db/schema.js';
import { AbpValidationError, fieldError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { grantedPermissions, type UserRow } from '../abp/session.js';

/**
 * Rules that keep permission management honest:
 * - nobody grants what they do not hold: a role's new permissions, or a role given to a user, must be covered
 *   by the caller's own permissions (the host administrator working in a tenant is exempt: the host is above
 *   every tenant);
 * - nobody takes away what they do not hold either: a permission removed from a role, or a deleted role's
 *   permissions, must be covered the same way (else a user manager could strip the administrators);
 * - nobody acts on a user who holds more than they do: editing, deleting, (de)activating or resetting the password
 *   of a user holding a permission the caller lacks is refused (a password reset would be a takeover);
 * - every tenant (and the host) keeps at least one active user who can manage users and roles, so that no
 *   edit can lock a tenant out of its own administration for good.
 */

/** What "can manage users and roles" means: enough to repair any role or user assignment. */
export const MANAGER_PERMISSIONS = [
  Permissions.Users,
  Permissions.UsersEdit,
  Permissions.Roles,
  Permissions.RolesEdit,
] as const;

const exempt = (ctx: ServiceContext) => ctx.session.hostInTenant === true;

/** Whether a permission name means anything on the caller's side (a stale name is nobody's to keep). */
const onSide = (ctx: ServiceContext) => {
  const known = new Set(permissionsForSide(ctx.session.tenantId === null).map((p) => p.name as string));
  return (name: string) => known.has(name);
};

/** Refuses permissions the caller does not hold among those being added (400 on `grantedPermissions`). */
export async function assertCanGrant(ctx: ServiceContext, added: string[]) {
  if (exempt(ctx) || !added.length) return;
  const held = await ctx.permissions();
  const missing = added.filter((name) => !held.has(name));
  if (missing.length)
    throw new AbpValidationError(
      missing.map((name) => ({
        text: { key: 'PermissionNotHeld', args: [name] },
        members: ['grantedPermissions'],
      })),
    );
}

/** Refuses taking away permissions the caller does not hold (400 on `grantedPermissions`). */
export async function assertCanRevoke(ctx: ServiceContext, removed: string[]) {
  if (exempt(ctx) || !removed.length) return;
  const held = await ctx.permissions();
  const missing = removed.filter(onSide(ctx)).filter((name) => !held.has(name));
  if (missing.length)
    throw new AbpValidationError(
      missing.map((name) => ({
        text: { key: 'PermissionNotRevocable', args: [name] },
        members: ['grantedPermissions'],
      })),
    );
}

/** The names of those roles (by id) that grant a permission the caller does not hold. */
async function rolesBeyondCaller(ctx: ServiceContext, roleIds: number[]): Promise<string[]> {
  if (exempt(ctx) || !roleIds.length) return [];
  const held = await ctx.permissions();
  const rows = await ctx.db
    .select({ roleId: rolePermissions.roleId, name: rolePermissions.name, roleName: roles.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(inArray(rolePermissions.roleId, roleIds));
  const known = onSide(ctx);
  return [...new Set(rows.filter((r) => known(r.name) && !held.has(r.name)).map((r) => r.roleName))];
}

/** Refuses giving a user roles (by id) that grant permissions the caller does not hold (400 on `roleNames`). */
export async function assertCanGiveRoles(ctx: ServiceContext, roleIds: number[]) {
  const refused = await rolesBeyondCaller(ctx, roleIds);
  if (refused.length)
    throw new AbpValidationError(
      refused.map((name) => ({ text: { key: 'RoleNotGrantable', args: [name] }, members: ['roleNames'] })),
    );
}

/** Refuses deleting a role that grants permissions the caller does not hold: it would take them from its users. */
export async function assertCanDeleteRole(ctx: ServiceContext, roleId: number) {
  const [refused] = await rolesBeyondCaller(ctx, [roleId]);
  if (refused) throw fieldError(['id'], 'RoleNotDeletable', refused);
}

/**
 * Refuses acting on a user who holds a permission the caller lacks (400 on `member`). One's own account and the
 * host working in a tenant are exempt.
 */
export async function assertOutranks(
  ctx: ServiceContext,
  target: Pick<UserRow, 'id' | 'tenantId' | 'userName'>,
  member: string,
) {
  if (exempt(ctx) || target.id === ctx.user().id) return;
  const held = await ctx.permissions();
  const theirs = await grantedPermissions(ctx.db, target);
  if (theirs.some((name) => !held.has(name)))
    throw fieldError([member], 'UserOutranksCaller', target.userName);
}

/** Changing `isActive` through Update needs the same permission as Activate/DeActivate (400 on `isActive`). */
export async function assertCanChangeActivation(
  ctx: ServiceContext,
  wanted: boolean | undefined,
  current: boolean,
) {
  if (wanted === undefined || wanted === current) return;
  if (!(await ctx.permissions()).has(Permissions.UsersActivation))
    throw fieldError(['isActive'], 'ActivationNotGranted', Permissions.UsersActivation);
}

/**
 * Throws a field error on `member` unless some active user of the tenant (other than `exceptUserId`) still
 * holds every manager permission. Call it inside the write's transaction, after the write.
 */
export async function assertManagerRemains(
  db: Db,
  tenantId: number | null,
  member: string,
  exceptUserId?: number,
) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        tenantId === null ? isNull(users.tenantId) : eq(users.tenantId, tenantId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        inArray(rolePermissions.name, [...MANAGER_PERMISSIONS]),
      ),
    )
    .groupBy(users.id)
    .having(eq(countDistinct(rolePermissions.name), MANAGER_PERMISSIONS.length))
    .limit(1);
  if (!row) throw fieldError([member], 'LastUserManager');
}
