import { eq, sql } from 'drizzle-orm';
import { SessionEndReasons, type SessionEndReason } from '../../src/api/sessionEnd.js';
import type { Db } from '../db/client.js';
import { revokedTokens, tenants, users } from '../db/schema.js';
import type { TokenClaims } from './jwt.js';

type UserRow = typeof users.$inferSelect;

/** What checkTokenHolder found for one token: the user it signs in, or why it no longer does. */
export type TokenHolder = { user: UserRow } | { reason: SessionEndReason };

/**
 * THE check that decides whether a verified token still stands for a signed-in user. Every authenticated
 * request goes through it (session.ts → resolveSession, through the caller cache: its answer is kept until an
 * identity write invalidates the cache, and for at most HOLDER_TTL_MS), so that these revocations take effect:
 * - the user was deleted or deactivated → UserInactive;
 * - the user's tenant was deleted or deactivated → TenantInactive;
 * - the user's security stamp changed since the token was issued (password change or reset, deactivation,
 *   role change) → SecurityStampChanged;
 * - the token was revoked by sign-out → SignedOut.
 */
export async function checkTokenHolder(db: Db, claims: TokenClaims): Promise<TokenHolder> {
  // One round trip: every authenticated request pays it, and on PostgreSQL each statement is a socket write and
  // a wake-up of the database process (three statements here were half of a list request's database calls).
  const [found] = await db
    .select({
      user: users,
      tenantActive: sql<boolean | null>`(${tenants.isActive} and not ${tenants.isDeleted})`,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, claims.userId));
  const user = found?.user;
  if (!user || user.isDeleted || !user.isActive || user.tenantId !== claims.tenantId)
    return { reason: SessionEndReasons.UserInactive };
  if (user.tenantId !== null && found.tenantActive !== true)
    return { reason: SessionEndReasons.TenantInactive };
  if (user.securityStamp !== claims.securityStamp) return { reason: SessionEndReasons.SecurityStampChanged };
  if (found.revoked) return { reason: SessionEndReasons.SignedOut };
  return { user };
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
