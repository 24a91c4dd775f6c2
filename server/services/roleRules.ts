import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { permissionsForSide } from '../../src/api/permissions.js';
import type { RoleDto } from '../../src/api/types/identity.js';
import type { Db } from '../db/client.js';
import { rolePermissions, roles } from '../db/schema.js';
import { AbpValidationError, fieldError } from '../abp/errors.js';
import type { UniqueIndexes } from '../abp/crud/index.js';
import { normalize } from './userRules.js';

export type RoleRow = typeof roles.$inferSelect;

/** The roles of one tenant (`IS NULL` for the host). */
export const rolesOf = (tenantId: number | null): SQL =>
  tenantId === null ? isNull(roles.tenantId) : eq(roles.tenantId, tenantId);

/** Granted permission names per role id, in one query. */
export async function permissionsByRole(db: Db, roleIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return map;
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(rolePermissions.name);
  for (const r of rows) map.get(r.roleId)?.push(r.name);
  return map;
}

export async function roleDtos(db: Db, rows: RoleRow[]): Promise<RoleDto[]> {
  const granted = await permissionsByRole(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    concurrencyStamp: r.concurrencyStamp,
    name: r.name,
    displayName: r.displayName,
    normalizedName: r.normalizedName,
    description: r.description,
    isStatic: r.isStatic,
    grantedPermissions: granted.get(r.id) ?? [],
  }));
}

/** Permission names a role may hold on the caller's side; anything else is a 400 on `grantedPermissions`. */
export function assertGrantable(names: string[], tenantId: number | null): string[] {
  const known = new Set(permissionsForSide(tenantId === null).map((p) => p.name as string));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length)
    throw new AbpValidationError(
      unknown.map((n) => ({
        text: { key: 'UnknownPermission', args: [n] },
        members: ['grantedPermissions'],
      })),
    );
  return [...new Set(names)];
}

/** The unique index on role names (migration 0001): a lost race becomes the look-up's 400. */
export const roleUniqueIndexes: UniqueIndexes<{ name: string }> = {
  roles_tenant_name_uq: { field: 'name', message: 'RoleNameIsTaken', value: (i) => i.name.trim() },
};

/** The stored fields of a role from a Create or Update input; the normalized name is derived from `name`. */
export const roleValues = (input: { name: string; displayName: string; description: string | null }) => ({
  name: input.name.trim(),
  normalizedName: normalize(input.name),
  displayName: input.displayName.trim(),
  description: input.description,
});

/** Role names are unique per tenant, case-insensitively. */
export async function assertRoleNameFree(db: Db, tenantId: number | null, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        rolesOf(tenantId),
        eq(roles.normalizedName, normalize(name)),
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    );
  if (clash) throw fieldError(['name'], 'RoleNameIsTaken', name.trim());
}

export async function replacePermissions(db: Db, roleId: number, names: string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length) await db.insert(rolePermissions).values(names.map((name) => ({ roleId, name })));
}
