import { and, eq, inArray, sql } from 'drizzle-orm';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

/**
 * How a visitor proves a reservation is theirs (Reservation/GetReservation), and how often they may try
 * (what is compared: reservationLookup.ts).
 *
 * - Surnames compare without case, accents or punctuation ("Đorđević" is "djordjevic", "Müller" is "MULLER");
 * - phone numbers compare by their digits, tolerant of a country code or a trunk zero ("063 123 4567" is
 *   "+381 63 1234567");
 * - every attempt is counted in a fixed window, in the database (shared by every replica), before anything is
 *   checked: per client address (over every voucher), per voucher and address, and per voucher over every
 *   address; beyond a limit a 429 with Retry-After (RESERVATION_LOOKUP_* in .env.example; 0 switches one off). As with sign-in (lockout.ts), a stranger's guesses block the
 *   stranger's address, not the customer: the voucher-wide limit only caps guessing spread over many addresses,
 *   and an address that is already blocked adds nothing to it.
 */
export const RESERVATION_ATTEMPTS = {
  perAddress: 20,
  perVoucherAndAddress: 10,
  perVoucher: 30,
  windowSeconds: 15 * 60,
};

const FOLD: Record<string, string> = { đ: 'dj', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', ı: 'i', þ: 'th' };

/** A name folded for comparison: lower case, no accents, only letters (Latin and Cyrillic) and digits. */
export function foldName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[đßæøœłıþ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Digits of a phone number without an international prefix (`00`) or trunk zeros. */
const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');

/** Whether two phone numbers are the same line: equal digits, or one is the other plus a country code. */
export function samePhone(given: string, stored: string): boolean {
  const a = phoneDigits(given);
  const b = phoneDigits(stored);
  if (a.length < 6 || b.length < 6) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 7 && long.length - short.length <= 3 && long.endsWith(short);
}

/** The counter of a voucher (`v`) or of a ticket number that names no booking (`t`). */
export const subjectKey = (kind: 'v' | 't', tenantId: number | null, value: string) =>
  `booking:${kind}:${tenantId ?? 'none'}:${value}`;

/** The voucher a voucher counter's key names; null for any other key. */
export const subjectVoucher = (key: string) => /^booking:v:[^:]+:(.+)$/.exec(key)?.[1] ?? null;
const ADDRESS_KEY = 'booking:address';
const ALL = '*';

/** Counts one attempt in a fixed window on a counter; returns the count and when the window ends. */
async function count(db: Db, key: string, ip: string, now: Date, windowSeconds: number) {
  const t = loginAttempts;
  const end = new Date(now.getTime() + windowSeconds * 1000);
  const over = sql`(${t.lockoutEnd} is null or ${t.lockoutEnd} <= ${now})`;
  const [row] = await db
    .insert(t)
    .values({ accountKey: key, clientIp: ip, failedCount: 1, lockoutEnd: end, lastAttempt: now })
    .onConflictDoUpdate({
      target: [t.accountKey, t.clientIp],
      set: {
        failedCount: sql`case when ${over} then 1 else ${t.failedCount} + 1 end`,
        lockoutEnd: sql`case when ${over} then ${end} else ${t.lockoutEnd} end`,
        lastAttempt: now,
      },
    })
    .returning({ count: t.failedCount, windowEnd: t.lockoutEnd });
  return { count: row?.count ?? 1, windowEnd: row?.windowEnd ?? end };
}

/**
 * Counts an attempt to open the booking `key` names (subjectKey); refuses it with 429 (Retry-After, translated
 * minutes) when the address, the booking from this address, or the booking as a whole used up its window (counted
 * in that order; a refused attempt is not counted further). Unknown vouchers are counted like real ones, so the
 * refusal says nothing about whether one exists. The first refusal of a window at the booking-wide limit calls
 * `onLocked` (once per lock, whichever instance sees it: the count is the database's). Returns how to record the
 * outcome: a success forgets the booking's counts and does not count against the address.
 */
export async function throttleProof(
  ctx: ServiceContext,
  key: string,
  onLocked: (attempts: number) => void = () => {},
) {
  const now = new Date();
  const ip = ctx.request.ip || 'unknown';
  const limits = ctx.deps.reservationLookup;
  const refuse = (windowEnd: Date) => {
    const seconds = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
    ctx.reply.header('Retry-After', String(seconds));
    return new UserFriendlyError(
      { key: 'ReservationTooManyAttempts', args: [Math.ceil(seconds / 60)] },
      null,
      0,
      429,
    );
  };
  const checks = [
    [ADDRESS_KEY, ip, limits.perAddress],
    [key, ip, limits.perVoucherAndAddress],
    [key, ALL, limits.perVoucher],
  ] as const;
  for (const [accountKey, clientIp, limit] of checks) {
    if (limit <= 0) continue;
    const counted = await count(ctx.db, accountKey, clientIp, now, limits.windowSeconds);
    if (counted.count > limit) {
      if (clientIp === ALL && counted.count === limit + 1) onLocked(counted.count - 1);
      throw refuse(counted.windowEnd);
    }
  }
  return {
    succeeded: async () => {
      const t = loginAttempts;
      await ctx.db.delete(t).where(and(eq(t.accountKey, key), inArray(t.clientIp, [ip, ALL])));
      await ctx.db
        .update(t)
        .set({ failedCount: sql`greatest(${t.failedCount} - 1, 0)` })
        .where(and(eq(t.accountKey, ADDRESS_KEY), eq(t.clientIp, ip)));
    },
  };
}
