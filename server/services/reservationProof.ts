import { and, eq, inArray, sql } from 'drizzle-orm';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

/**
 * How a visitor proves a reservation is theirs (Reservation/GetReservation), and how often they may try.
 *
 * - Surnames compare without case, accents or punctuation ("Đorđević" is "djordjevic", "Müller" is "MULLER");
 * - phone numbers compare by their digits, tolerant of a country code or a trunk zero ("063 123 4567" is
 *   "+381 63 1234567");
 * - every attempt is counted in a fixed window, in the database (shared by every replica), before anything is
 *   checked: per client address (over every voucher), per voucher and address, and per voucher over every
 *   address; beyond a limit a 429 with Retry-After. As with sign-in (lockout.ts), a stranger's guesses block the
 *   stranger's address, not the customer: the voucher-wide limit only caps guessing spread over many addresses,
 *   and an address that is already blocked adds nothing to it.
 */
export const RESERVATION_ATTEMPTS = {
  perAddress: 20,
  perVoucherAndAddress: 10,
  perVoucher: 50,
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

export interface ProofFacts {
  surnames: string[];
  phoneNumber: string;
}

/** Made-up facts an unknown voucher is checked against, so that it costs the same work as a real one. */
export const NO_FACTS: ProofFacts = { surnames: ['\u0000'], phoneNumber: '\u0000' };

/** Whether the visitor's surname or phone matches the order's customer (or a traveller's surname). */
export function proves(facts: ProofFacts, answer: { surname: string | null; phoneNumber: string | null }) {
  let ok = false;
  if (answer.surname) {
    const given = foldName(answer.surname);
    for (const s of facts.surnames) if (given.length > 0 && foldName(s) === given) ok = true;
  }
  if (answer.phoneNumber && samePhone(answer.phoneNumber, facts.phoneNumber)) ok = true;
  return ok;
}

const voucherKey = (tenantId: number | null, voucherNo: string) =>
  `booking:v:${tenantId ?? 'none'}:${voucherNo}`;
const ADDRESS_KEY = 'booking:address';
const ALL = '*';

/** Counts one attempt in a fixed window on a counter; returns the count and when the window ends. */
async function count(db: Db, key: string, ip: string, now: Date) {
  const t = loginAttempts;
  const end = new Date(now.getTime() + RESERVATION_ATTEMPTS.windowSeconds * 1000);
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
 * Counts an attempt to open `voucherNo`; refuses it with 429 (Retry-After, translated minutes) when the address, the
 * voucher from this address, or the voucher as a whole used up its window (counted in that order; a refused attempt
 * is not counted further). Returns how to record the outcome: a success forgets the voucher's counts and does not
 * count against the address.
 */
export async function throttleProof(ctx: ServiceContext, tenantId: number | null, voucherNo: string) {
  const now = new Date();
  const ip = ctx.request.ip || 'unknown';
  const key = voucherKey(tenantId, voucherNo);
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
  const limits = [
    [ADDRESS_KEY, ip, RESERVATION_ATTEMPTS.perAddress],
    [key, ip, RESERVATION_ATTEMPTS.perVoucherAndAddress],
    [key, ALL, RESERVATION_ATTEMPTS.perVoucher],
  ] as const;
  for (const [accountKey, clientIp, limit] of limits) {
    const counted = await count(ctx.db, accountKey, clientIp, now);
    if (counted.count > limit) throw refuse(counted.windowEnd);
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
