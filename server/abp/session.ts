import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionsForSide } from '../../src/api/permissions.js';
import type { Db } from '../db/client.js';
import { rolePermissions, tenants, userRoles, users } from '../db/schema.js';
import type { TokenService } from './jwt.js';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the signed-in user (from a valid token) or an anonymous caller of a tenant (from a header). */
export interface AbpSession {
  userId: number | null;
  tenantId: number | null;
  user: UserRow | null;
}

const TENANT_HEADERS = ['abp-tenantid', 'abp.tenantid'] as const;

/** The tenant id an anonymous caller names: `Abp-TenantId` first, then `Abp.TenantId`; non-integers are ignored. */
export function tenantIdFromHeaders(headers: FastifyRequest['headers']): number | null {
  for (const name of TENANT_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
    if (value && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}

export async function resolveSession(
  db: Db,
  tokens: TokenService,
  request: FastifyRequest,
): Promise<AbpSession> {
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const claims = await tokens.verify(auth.slice(7).trim());
    if (claims) {
      const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
      // A deleted or deactivated user, or one whose tenant was switched off, is anonymous from then on.
      if (user && user.isActive && !user.isDeleted && user.tenantId === claims.tenantId) {
        if (user.tenantId === null || (await isTenantActive(db, user.tenantId)))
          return { userId: user.id, tenantId: user.tenantId, user };
      }
    }
  }
  const headerTenant = tenantIdFromHeaders(request.headers);
  const tenantId = headerTenant !== null && (await tenantExists(db, headerTenant)) ? headerTenant : null;
  return { userId: null, tenantId, user: null };
}

async function tenantExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  return rows.length > 0;
}

async function isTenantActive(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ isActive: tenants.isActive, isDeleted: tenants.isDeleted })
    .from(tenants)
    .where(eq(tenants.id, id));
  return !!row && row.isActive && !row.isDeleted;
}

/** The permissions a user holds through its roles, limited to those valid on the user's side (host or tenant). */
export async function grantedPermissions(db: Db, user: Pick<UserRow, 'id' | 'tenantId'>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: rolePermissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const allowed = new Set(permissionsForSide(user.tenantId === null).map((p) => p.name as string));
  return rows
    .map((r) => r.name)
    .filter((name) => allowed.has(name))
    .sort();
}
