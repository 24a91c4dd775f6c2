import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionsForSide } from '../../src/api/permissions.js';
import type { Db } from '../db/client.js';
import { rolePermissions, tenants, userRoles, type users } from '../db/schema.js';
import { SessionEndReasons, type SessionEndReason } from '../../src/api/sessionEnd.js';
import type { CallerCache } from './callerCache.js';
import type { TokenClaims, TokenService } from './jwt.js';
import { checkTokenHolder } from './securityStamp.js';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the signed-in user (from a valid token) or an anonymous caller of a tenant (from a header). */
export interface AbpSession {
  userId: number | null;
  tenantId: number | null;
  user: UserRow | null;
  /** Why a presented token no longer signs the caller in (the request is then anonymous). */
  endReason?: SessionEndReason;
  /** The verified token's claims, for sign-out. */
  token?: TokenClaims;
  /** A host user working in the tenant named by the header (hostAccess.ts); tenantId is then that tenant. */
  hostInTenant?: boolean;
}

const TENANT_HEADERS = ['abp-tenantid', 'abp.tenantid'] as const;
const MAX_INT = 2147483647;

/**
 * The tenant id an anonymous caller names: `Abp-TenantId` first, then `Abp.TenantId`; non-integers and ids
 * outside the database's integer range are ignored, like an unknown tenant.
 */
export function tenantIdFromHeaders(headers: FastifyRequest['headers']): number | null {
  for (const name of TENANT_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
    if (value && /^\d{1,10}$/.test(value) && Number(value) <= MAX_INT) return Number(value);
  }
  return null;
}

/**
 * Resolves the caller. Who holds the token (securityStamp.ts) and the tenants named by anonymous callers come
 * from the caller cache, which identity writes invalidate before their response (so the next request sees them).
 */
export async function resolveSession(
  db: Db,
  tokens: TokenService,
  request: FastifyRequest,
  cache: CallerCache,
): Promise<AbpSession> {
  const auth = request.headers.authorization;
  const headerTenant = tenantIdFromHeaders(request.headers);
  const bearer = auth?.toLowerCase().startsWith('bearer ');
  if (bearer || headerTenant !== null) await cache.beginRequest();
  let endReason: SessionEndReason | undefined;
  if (bearer) {
    const verified = await tokens.verify(auth!.slice(7).trim());
    if (verified && 'expired' in verified) endReason = SessionEndReasons.Expired;
    else if (verified) {
      // The token holder (user, tenant, security stamp, revoked tokens): from the cache, which every identity write
      // invalidates, or checked against the database (at least every HOLDER_TTL_MS).
      const claims = verified.claims;
      const holder = await cache.holder(claims, () => checkTokenHolder(db, claims));
      if ('user' in holder)
        return {
          userId: holder.user.id,
          tenantId: holder.user.tenantId,
          user: holder.user,
          token: verified.claims,
        };
      endReason = holder.reason;
    }
  }
  const tenantId =
    headerTenant !== null && (await cache.tenantExists(headerTenant, () => tenantExists(db, headerTenant)))
      ? headerTenant
      : null;
  return { userId: null, tenantId, user: null, ...(endReason ? { endReason } : {}) };
}

async function tenantExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  return rows.length > 0;
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
