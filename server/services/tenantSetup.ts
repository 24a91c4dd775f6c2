import { randomInt } from 'node:crypto';
import {
  agentPermissions,
  financePermissions,
  permissionsForSide,
  StaticRoleNames,
  type PermissionName,
} from '../../src/api/permissions.js';
import type { Db } from '../db/client.js';
import { rolePermissions, roles, tenants, userRoles, users } from '../db/schema.js';
import { normalize } from './userRules.js';

/** The demo accounts' password (demo data only: real tenants get the password their creator chose). */
export const DEFAULT_PASSWORD = '123qwe';

/** A random 16-character password with lower- and upper-case letters, digits and a symbol. */
export function generatePassword(): string {
  const pools = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+-=?@'];
  const all = pools.join('');
  const pick = (pool: string) => pool[randomInt(pool.length)]!;
  const chars = [...pools.map(pick), ...Array.from({ length: 12 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

interface RoleSeed {
  name: string;
  permissions: readonly PermissionName[];
}

/** The roles every tenant starts with; the host only has Admin. */
export function staticRoles(isHost: boolean): RoleSeed[] {
  const all = permissionsForSide(isHost).map((p) => p.name);
  if (isHost) return [{ name: StaticRoleNames.Admin, permissions: all }];
  return [
    { name: StaticRoleNames.Admin, permissions: all },
    { name: StaticRoleNames.Agent, permissions: agentPermissions },
    { name: StaticRoleNames.Finance, permissions: financePermissions },
  ];
}

export async function createRole(db: Db, tenantId: number | null, seed: RoleSeed, isStatic = true) {
  const [role] = await db
    .insert(roles)
    .values({
      tenantId,
      name: seed.name,
      normalizedName: normalize(seed.name),
      displayName: seed.name,
      isStatic,
    })
    .returning();
  if (!role) throw new Error('role insert returned nothing');
  if (seed.permissions.length)
    await db.insert(rolePermissions).values(seed.permissions.map((name) => ({ roleId: role.id, name })));
  return role;
}

export interface UserSeed {
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  passwordHash: string;
  roleIds: number[];
}

export async function createUser(db: Db, tenantId: number | null, seed: UserSeed) {
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      userName: seed.userName,
      normalizedUserName: normalize(seed.userName),
      name: seed.name,
      surname: seed.surname,
      emailAddress: seed.emailAddress,
      normalizedEmailAddress: normalize(seed.emailAddress),
      passwordHash: seed.passwordHash,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (seed.roleIds.length)
    await db.insert(userRoles).values(seed.roleIds.map((roleId) => ({ userId: user.id, roleId })));
  return user;
}

/** Creates a tenant with its static roles and an `admin` user holding the Admin role. */
export async function createTenantWithAdmin(
  db: Db,
  input: {
    tenancyName: string;
    name: string;
    adminEmailAddress: string;
    isActive: boolean;
    adminPasswordHash: string;
  },
) {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ tenancyName: input.tenancyName, name: input.name, isActive: input.isActive })
      .returning();
    if (!tenant) throw new Error('tenant insert returned nothing');
    const created = [];
    for (const seed of staticRoles(false))
      created.push(await createRole(tx as unknown as Db, tenant.id, seed));
    const admin = created.find((r) => r.name === StaticRoleNames.Admin);
    await createUser(tx as unknown as Db, tenant.id, {
      userName: 'admin',
      name: 'admin',
      surname: 'admin',
      emailAddress: input.adminEmailAddress,
      passwordHash: input.adminPasswordHash,
      roleIds: admin ? [admin.id] : [],
    });
    return { tenant, roles: created };
  });
}
