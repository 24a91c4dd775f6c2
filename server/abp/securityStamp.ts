import { eq, sql } from 'drizzle-orm';
import { SessionEndReasons, type SessionEndReason } from '../../src/api/sessionEnd.js';
import type { Db } from '../db/client.js';
import { revokedTokens, tenants, users } from '../db/schema.js';
import type { TokenClaims } from './jwt.js';

type UserRow = typeof users.$inferSelect;

/**
 * THE check that decides whether a verified token still stands for a signed-in user. Every authenticated
 * request goes through it (session.ts → resolveSession); a cache of callers must call it (or cache only what
 * it reads for at most a few seconds) so that these revocations take effect:
 * - the user was deleted or deactivated → UserInactive;
 * - the user's tenant was deleted or deactivated → TenantInactive;
 * - the user's security stamp changed since the token was issued (password change or reset, deactivation,
 *   role change) → SecurityStampChanged;
 * - the token was revoked by sign-out → SignedOut.
 */
export async function checkTokenHolder(
  db: Db,
  claims: TokenClaims,
): Promise<{ user: UserRow } | { reason: SessionEndReason }> {
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  if (!user || user.isDeleted || !user.isActive || user.tenantId !== claims.tenantId)
    return { reason: SessionEndReasons.UserInactive };
  if (user.tenantId !== null && !(await isTenantActive(db, user.tenantId)))
    return { reason: SessionEndReasons.TenantInactive };
  if (user.securityStamp !== claims.securityStamp) return { reason: SessionEndReasons.SecurityStampChanged };
  const [revoked] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, claims.jti));
  if (revoked) return { reason: SessionEndReasons.SignedOut };
  return { user };
}

async function isTenantActive(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ isActive: tenants.isActive, isDeleted: tenants.isDeleted })
    .from(tenants)
    .where(eq(tenants.id, id));
  return !!row && row.isActive && !row.isDeleted;
}

/** Voids every token issued to these users so far (password change or reset, deactivation, role change). */
export async function rotateSecurityStamp(db: Db, ...userIds: number[]) {
  for (const id of userIds)
    await db
      .update(users)
      .set({ securityStamp: sql`gen_random_uuid()::text` })
      .where(eq(users.id, id));
}

/** Revokes one token (sign-out); expired revocations are swept on the way. */
export async function revokeToken(db: Db, claims: Pick<TokenClaims, 'jti' | 'userId' | 'expiresAt'>) {
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < now()`);
  await db
    .insert(revokedTokens)
    .values({ jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt })
    .onConflictDoNothing();
}
