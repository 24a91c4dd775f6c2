import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { registrationAttempts } from '../db/schema.js';
import { AbpValidationError, TooManyRequestsError, UserFriendlyError } from '../abp/errors.js';

export const REGISTRATION_WINDOW_SECONDS = 3600;

/**
 * Registration is off unless the tenant switched it on (TenantSettings/UpdateAllSettings, or the host's Tenant/Update
 * `isSelfRegistrationEnabled`): a 400 saying so in the caller's language.
 */
export function assertRegistrationOpen(tenant: { isSelfRegistrationEnabled: boolean }) {
  if (!tenant.isSelfRegistrationEnabled)
    throw new UserFriendlyError({ key: 'RegistrationDisabled' }, null, 0, 400);
}

/**
 * Counts a registration per client address and tenant in a one-hour window, atomically in the database so
 * that every replica shares it; beyond `limit` the caller gets 429 with the seconds left (0 = no limit).
 */
export async function throttleRegistration(db: Db, clientIp: string, tenantId: number, limit: number) {
  if (limit <= 0) return;
  const t = registrationAttempts;
  const now = new Date();
  const windowOver = sql`${t.windowStart} <= ${new Date(now.getTime() - REGISTRATION_WINDOW_SECONDS * 1000)}`;
  const [row] = await db
    .insert(t)
    .values({ clientIp: clientIp || 'unknown', tenantId, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [t.clientIp, t.tenantId],
      set: {
        count: sql`case when ${windowOver} then 1 else ${t.count} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now} else ${t.windowStart} end`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart });
  if (row && row.count > limit) {
    const left = row.windowStart.getTime() + REGISTRATION_WINDOW_SECONDS * 1000 - now.getTime();
    throw new TooManyRequestsError(Math.max(1, Math.ceil(left / 1000)));
  }
}

/**
 * A name or address already in use: one message on both fields, so that an anonymous visitor does not learn
 * which of the two exists (ABP names the one taken).
 */
export function blurIdentityClash(error: unknown): never {
  if (
    error instanceof AbpValidationError &&
    error.errors.every((e) => e.text.key === 'UserNameIsTaken' || e.text.key === 'EmailIsTaken')
  )
    throw new AbpValidationError([
      { text: { key: 'RegistrationIdentityUnavailable' }, members: ['userName', 'emailAddress'] },
    ]);
  throw error;
}
