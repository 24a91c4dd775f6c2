import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

/**
 * Sign-in lockout, counted atomically in the database so that parallel attempts cannot slip past it.
 *
 * Policy (see docs/security.md):
 * - per account and client address: `maxFailedAttempts` failures (default 5) lock that address out of that
 *   account for `seconds` (default 300); a stranger elsewhere cannot lock the owner out;
 * - per account over every address: `accountWideAttempts` failures (default 50) lock the account for everyone,
 *   the cap on a distributed guessing attack;
 * - an attempt is reserved (counted) before the password is checked, so N parallel wrong passwords check at
 *   most `maxFailedAttempts` of them; a successful sign-in clears both counters;
 * - names that match no user are counted under the tenant and the name, so they lock out exactly like real
 *   accounts and the answers do not reveal which names exist.
 */
export interface LockoutPolicy {
  maxFailedAttempts: number;
  seconds: number;
  /** Failures over every address before the account locks for everyone (0 switches it off). */
  accountWideAttempts?: number;
}

export const ALL_ADDRESSES = '*';

export const accountKey = (user: { id: number } | null, tenantId: number | null, normalizedName: string) =>
  user ? `u:${user.id}` : `n:${tenantId ?? 'host'}:${normalizedName}`;

interface Counter {
  failedCount: number;
  lockoutEnd: Date | null;
}

/** Counts one attempt on a counter and returns it; an expired lockout starts a fresh count. */
async function reserve(
  db: Db,
  key: string,
  ip: string,
  max: number,
  until: Date,
  now: Date,
): Promise<Counter> {
  const t = loginAttempts;
  const expired = sql`(${t.lockoutEnd} is not null and ${t.lockoutEnd} <= ${now})`;
  const [row] = await db
    .insert(t)
    .values({ accountKey: key, clientIp: ip, failedCount: 1, lastAttempt: now })
    .onConflictDoUpdate({
      target: [t.accountKey, t.clientIp],
      set: {
        failedCount: sql`case when ${expired} then 1 else ${t.failedCount} + 1 end`,
        // A counter already at its limit without a lockout (its last attempt is still being checked, or the
        // process died meanwhile) locks now, so it can never stay open.
        lockoutEnd: sql`case when ${expired} then null
          when ${t.lockoutEnd} is null and ${t.failedCount} >= ${max} then ${until}
          else ${t.lockoutEnd} end`,
        lastAttempt: now,
      },
    })
    .returning({ failedCount: t.failedCount, lockoutEnd: t.lockoutEnd });
  return row ?? { failedCount: 1, lockoutEnd: null };
}

export interface Reservation {
  /** True when this attempt must be refused as locked out without checking the password. */
  locked: boolean;
  /** Records the outcome: a failure may lock the counters that reached their limit; a success clears them. */
  settle(success: boolean): Promise<{ lockedNow: boolean }>;
}

/** Counters untouched for a day and not locked are dropped now and then, so sprayed names do not pile up. */
export async function sweepLoginAttempts(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.lastAttempt} < ${dayAgo} and (${loginAttempts.lockoutEnd} is null or ${loginAttempts.lockoutEnd} < ${now})`,
    );
}

/** Reserves one sign-in attempt for an account from an address. */
export async function reserveAttempt(
  db: Db,
  policy: LockoutPolicy,
  key: string,
  clientIp: string,
  now = new Date(),
): Promise<Reservation> {
  if (Math.random() < 0.01) await sweepLoginAttempts(db, now);
  const until = new Date(now.getTime() + policy.seconds * 1000);
  const wideMax = policy.accountWideAttempts ?? policy.maxFailedAttempts * 10;
  const counters: { ip: string; max: number }[] = [
    { ip: clientIp || 'unknown', max: policy.maxFailedAttempts },
  ];
  if (wideMax > 0) counters.push({ ip: ALL_ADDRESSES, max: wideMax });
  const states: ({ ip: string; max: number } & Counter)[] = [];
  let locked = false;
  // The address's own counter first: an address already locked out adds nothing to the account-wide count,
  // so one stranger cannot push the account into the lockout that applies to everyone.
  for (const c of counters) {
    const state = { ...c, ...(await reserve(db, key, c.ip, c.max, until, now)) };
    states.push(state);
    locked = (!!state.lockoutEnd && state.lockoutEnd > now) || state.failedCount > state.max;
    if (locked) break;
  }
  return {
    locked,
    settle: async (success) => {
      const t = loginAttempts;
      if (success) {
        await db
          .delete(t)
          .where(and(eq(t.accountKey, key), or(...counters.map((c) => eq(t.clientIp, c.ip)))));
        return { lockedNow: false };
      }
      let lockedNow = false;
      for (const s of states) {
        if (s.failedCount < s.max || (s.lockoutEnd && s.lockoutEnd > now)) continue;
        lockedNow = true;
        await db
          .update(t)
          .set({ lockoutEnd: until })
          .where(and(eq(t.accountKey, key), eq(t.clientIp, s.ip)));
      }
      return { lockedNow };
    },
  };
}

/** Lifts every lockout of a user (an administrator reset the password). */
export async function clearLockout(db: Db, userId: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey({ id: userId }, null, '')));
}
