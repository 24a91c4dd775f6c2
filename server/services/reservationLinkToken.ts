import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reservationLinks } from '../db/schema.js';

/**
 * Reservation link tokens: `v1.<claims>.<signature>`, both parts base64url. The claims are JSON (link id,
 * tenant, voucher, agent code, language, expiry in Unix seconds); the signature is HMAC-SHA256 over
 * `v1.<claims>` under a key derived (HKDF-SHA256) from the server secret, so that nobody without the secret can
 * make or alter a link, and a link stops working when the secret changes. The public landing page sends the
 * token back; `verifyReservationLinkToken` is the only reader.
 */
export interface ReservationLinkClaims {
  linkId: number;
  tenantId: number;
  voucherNo: string;
  agentCode: string;
  language: string;
  expiresAt: Date;
}

export type VerifiedLink =
  { ok: true; claims: ReservationLinkClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyFor(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'client-care', 'reservation-links/v1', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

const mac = (serverSecret: string, signed: string) =>
  createHmac('sha256', keyFor(serverSecret)).update(signed).digest();

export function signReservationLinkToken(serverSecret: string, claims: ReservationLinkClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      lid: claims.linkId,
      tid: claims.tenantId,
      vno: claims.voucherNo,
      ac: claims.agentCode,
      lng: claims.language,
      exp: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  const signed = `${VERSION}.${body}`;
  return `${signed}.${mac(serverSecret, signed).toString('base64url')}`;
}

interface RawClaims {
  lid: unknown;
  tid: unknown;
  vno: unknown;
  ac: unknown;
  lng: unknown;
  exp: unknown;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The token's claims when the signature holds and it has not expired; else why not. */
export function verifyReservationLinkToken(
  serverSecret: string,
  token: string,
  now: Date = new Date(),
): VerifiedLink {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || parts[0] !== VERSION || token.length > 2048)
    return { ok: false, reason: 'malformed' };
  const [, body = '', signature = ''] = parts;
  const expected = mac(serverSecret, `${VERSION}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let raw: RawClaims;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RawClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { lid, tid, vno, ac, lng, exp } = raw;
  if (!isInt(lid) || !isInt(tid) || !isInt(exp) || typeof vno !== 'string' || typeof ac !== 'string')
    return { ok: false, reason: 'malformed' };
  if (typeof lng !== 'string') return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: { linkId: lid, tenantId: tid, voucherNo: vno, agentCode: ac, language: lng, expiresAt },
  };
}

/** Stores a new link and its signed token (the token names the link's id, so the row comes first). */
export async function createLink(
  db: Db,
  serverSecret: string,
  link: Omit<ReservationLinkClaims, 'linkId'> & {
    userId: number | null;
    userName: string | null;
    creationTime?: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reservationLinks)
      .values({
        tenantId: link.tenantId,
        voucherNo: link.voucherNo,
        agentCode: link.agentCode,
        language: link.language,
        token: '',
        expiresAt: link.expiresAt,
        createdByUserId: link.userId,
        createdByUserName: link.userName,
        ...(link.creationTime ? { creationTime: link.creationTime } : {}),
      })
      .returning({ id: reservationLinks.id });
    if (!row) throw new Error('reservation link insert returned nothing');
    const token = signReservationLinkToken(serverSecret, { ...link, linkId: row.id });
    await tx.update(reservationLinks).set({ token }).where(eq(reservationLinks.id, row.id));
    return row.id;
  });
}
