import { describe, expect, it } from 'vitest';
import {
  BOOKING_GRANT_SECONDS,
  requireBookingGrant,
  signBookingGrant,
  verifyBookingGrant,
} from '../../../server/abp/bookingGrant.js';
import type { ServiceContext } from '../../../server/abp/service.js';

const secret = 'a-test-secret-of-enough-length-for-hmac';
const now = new Date('2026-11-25T10:00:00Z');

const ctxWith = (header: string | undefined) =>
  ({
    deps: { secret },
    request: { headers: header === undefined ? {} : { 'x-booking-grant': header } },
  }) as unknown as Pick<ServiceContext, 'request' | 'deps'>;

describe('booking grants', () => {
  it('round-trips the tenant and order until it expires', () => {
    const { token, expiresAt } = signBookingGrant(secret, { tenantId: 3, orderId: 41 }, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(BOOKING_GRANT_SECONDS * 1000);
    expect(verifyBookingGrant(secret, token, now)).toMatchObject({ tenantId: 3, orderId: 41 });
    expect(verifyBookingGrant(secret, token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('refuses a grant with an altered body, another secret, or no shape at all', () => {
    const { token } = signBookingGrant(secret, { tenantId: 3, orderId: 41 }, now);
    const [version, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ tid: 3, oid: 42, exp: 9999999999 })).toString('base64url');
    expect(verifyBookingGrant(secret, `${version}.${forged}.${signature}`, now)).toBeNull();
    expect(verifyBookingGrant('another-secret-of-enough-length-too', token, now)).toBeNull();
    for (const junk of ['', 'g1', 'g1..', 'x.y.z', 42, null, 'g1.' + 'a'.repeat(600) + '.b'])
      expect(verifyBookingGrant(secret, junk, now)).toBeNull();
  });

  it('answers 403 unless the grant covers the tenant and order asked about', () => {
    const { token } = signBookingGrant(secret, { tenantId: 3, orderId: 41 });
    expect(requireBookingGrant(ctxWith(token), { tenantId: 3, orderId: 41 }).orderId).toBe(41);
    expect(requireBookingGrant(ctxWith(token), { tenantId: 3 }).orderId).toBe(41);
    for (const [header, scope] of [
      [token, { tenantId: 4, orderId: 41 }],
      [token, { tenantId: 3, orderId: 40 }],
      [undefined, { tenantId: 3 }],
    ] as const)
      expect(() => requireBookingGrant(ctxWith(header), scope)).toThrow(
        expect.objectContaining({ status: 403, text: { key: 'BookingAccessRequired' } }),
      );
  });
});
