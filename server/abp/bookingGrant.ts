import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from './service.js';
import { UserFriendlyError } from './errors.js';

/**
 * Booking grants: what a visitor of the public booking flow holds once they proved who they are (voucher and
 * surname or phone, or a signed reservation link plus surname or phone) — `g1.<claims>.<signature>`, both
 * base64url; claims `{tid, oid, exp}` (tenant, order, expiry in Unix seconds), signed with HMAC-SHA256 under a
 * key derived from the server secret. `Reservation/GetReservation` hands one out with the reservation; every
 * public call about that order (basket, payment, documents) sends it back in the `X-Booking-Grant` header and
 * names the same tenant and order. A stock ABP backend ignores the header; this server refuses a call
 * without it, so that knowing an order id is not enough to see or pay someone's booking.
 */
export const BOOKING_GRANT_HEADER = 'x-booking-grant';
/** How long a grant lasts: a checkout session, renewed each time the reservation is opened again. */
export const BOOKING_GRANT_SECONDS = 2 * 60 * 60;

export interface BookingGrant {
  tenantId: number;
  orderId: number;
  expiresAt: Date;
}

const VERSION = 'g1';
const keys = new Map<string, Buffer>();

function keyFor(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'client-care', 'booking-grants/v1', 32));
    keys.set(serverSecret, key);
  }
  return key;
}

const mac = (serverSecret: string, signed: string) =>
  createHmac('sha256', keyFor(serverSecret)).update(signed).digest();

export function signBookingGrant(
  serverSecret: string,
  grant: { tenantId: number; orderId: number },
  now: Date = new Date(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + BOOKING_GRANT_SECONDS;
  const body = Buffer.from(JSON.stringify({ tid: grant.tenantId, oid: grant.orderId, exp })).toString(
    'base64url',
  );
  const signed = `${VERSION}.${body}`;
  return {
    token: `${signed}.${mac(serverSecret, signed).toString('base64url')}`,
    expiresAt: new Date(exp * 1000),
  };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The grant when the signature holds and it has not expired; null otherwise (the caller says nothing more). */
export function verifyBookingGrant(
  serverSecret: string,
  token: unknown,
  now: Date = new Date(),
): BookingGrant | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const [, body = '', signature = ''] = parts;
  const expected = mac(serverSecret, `${VERSION}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let raw: { tid?: unknown; oid?: unknown; exp?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return null;
  }
  if (!isInt(raw.tid) || !isInt(raw.oid) || !isInt(raw.exp)) return null;
  const expiresAt = new Date(raw.exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { tenantId: raw.tid, orderId: raw.oid, expiresAt };
}

/**
 * The request's grant, which must cover `tenantId` and, when given, `orderId`; otherwise a 403 whose
 * translated message asks the visitor to open their reservation again (and reveals nothing about the order).
 */
export function requireBookingGrant(
  ctx: Pick<ServiceContext, 'request' | 'deps'>,
  scope: { tenantId: number; orderId?: number },
): BookingGrant {
  const grant = verifyBookingGrant(ctx.deps.secret, ctx.request.headers[BOOKING_GRANT_HEADER]);
  if (
    !grant ||
    grant.tenantId !== scope.tenantId ||
    (scope.orderId !== undefined && grant.orderId !== scope.orderId)
  )
    throw new UserFriendlyError({ key: 'BookingAccessRequired' }, null, 0, 403);
  return grant;
}
