import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signReservationLinkToken } from '../../../server/services/reservationLinkToken.js';
import { verifyBookingGrant } from '../../../server/abp/bookingGrant.js';
import { createSharedTestApp, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';
import {
  getReservation,
  grantHeader,
  knownOrder,
  NORTH_MACEDONIA,
  proofOf,
  SERBIA,
  type KnownOrder,
} from './helpers.js';

let t: TestApp;
let dispose: () => Promise<void>;
let order: KnownOrder;
let other: KnownOrder;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  order = await knownOrder(t, SERBIA, sql`c.surname ~ '[čćđšž]'`);
  other = await knownOrder(t, NORTH_MACEDONIA);
}, 60_000);
afterAll(() => dispose());

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'dj').replace(/Đ/g, 'Dj');
const link = (claims: { voucherNo: string; tenantId?: number; expiresAt?: Date }) =>
  signReservationLinkToken(TEST_SECRET, {
    linkId: 1,
    tenantId: claims.tenantId ?? SERBIA,
    voucherNo: claims.voucherNo,
    agentCode: 'BEG-001',
    language: 'sr',
    expiresAt: claims.expiresAt ?? new Date(Date.now() + 3_600_000),
  });

describe('Reservation/GetReservation: proving who you are', () => {
  it('opens with the voucher and the surname, whatever its case and accents', async () => {
    for (const surname of [order.surname, order.surname.toUpperCase(), fold(order.surname).toLowerCase()]) {
      const res = await getReservation(t, SERBIA, {
        VoucherNo: order.voucherNo.toLowerCase(),
        Surname: surname,
        CheckInDate: order.checkIn,
      });
      expect(res.status, `${surname}: ${JSON.stringify(res.body.error)}`).toBe(200);
      const r = res.body.result!;
      expect(r).toMatchObject({ orderId: order.id, tenantId: SERBIA, voucherNo: order.voucherNo });
      expect(r.customer.surname).toBe(order.surname);
      expect(r.amountDue).toMatch(/^\d+(\.\d+)?$/);
      expect(r.lines.length).toBeGreaterThan(0);
      expect(r.travellers.length).toBeGreaterThan(0);
      expect(verifyBookingGrant(TEST_SECRET, r.bookingGrant)).toMatchObject({
        tenantId: SERBIA,
        orderId: order.id,
      });
      expect(Date.parse(r.bookingGrantExpiresAt)).toBeGreaterThan(Date.now());
    }
  });

  it('opens with the surname and the phone number written with or without the country code', async () => {
    const digits = order.phone.replace(/\D/g, '');
    const national = `0${digits.slice(3)}`;
    for (const phone of [
      order.phone,
      `00${digits}`,
      national,
      `${national.slice(0, 3)} ${national.slice(3)}`,
    ]) {
      const res = await getReservation(t, SERBIA, {
        VoucherNo: order.voucherNo,
        Surname: order.surname,
        PhoneNumber: phone,
      });
      expect(res.status, phone).toBe(200);
    }
  });

  it('answers one and the same message for a wrong surname, an unknown voucher and another tenant’s voucher', async () => {
    const answers = await Promise.all([
      getReservation(t, SERBIA, { ...proofOf(order), Surname: 'Nobody' }),
      getReservation(t, SERBIA, { ...proofOf(order), VoucherNo: 'NO-SUCH-1' }),
      getReservation(t, SERBIA, proofOf(other)),
      getReservation(t, SERBIA, { ...proofOf(order), CheckInDate: '2001-01-01' }),
      getReservation(t, SERBIA, { VoucherNo: order.voucherNo, Surname: order.surname, Email: 'x@y.test' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.result).toBeNull();
      expect({ ...res.body.error, correlationId: null }).toEqual({
        ...answers[0]!.body.error,
        correlationId: null,
      });
      expect(JSON.stringify(res.body)).not.toContain(order.surname);
    }
    expect(answers[0]!.body.error!.message).toMatch(/could not find a reservation/);
    const sr = await getReservation(
      t,
      SERBIA,
      { VoucherNo: 'X', Surname: 'Y', CheckInDate: '2030-01-01' },
      { culture: 'sr' },
    );
    expect(sr.body.error!.message).toMatch(/Nismo pronašli rezervaciju/);
  });

  it('asks for the surname and a second fact before anything else, naming the fields', async () => {
    const res = await getReservation(t, SERBIA, { VoucherNo: order.voucherNo });
    expect(res.status).toBe(400);
    expect(res.body.error!.validationErrors![0]!.members).toEqual(['surname', 'checkInDate', 'email']);
    expect(JSON.stringify(res.body)).not.toContain(order.surname);
  });
});

describe('Reservation/GetReservation: reservation links', () => {
  it('opens a link with the surname; a link alone only says that the surname is needed', async () => {
    const token = link({ voucherNo: order.voucherNo });
    const alone = await getReservation(t, SERBIA, { Token: token });
    expect(alone.status).toBe(400);
    expect(alone.body.error!.validationErrors![0]!.message).toMatch(/surname or the phone/);
    const res = await getReservation(t, SERBIA, { Token: token, Surname: order.surname });
    expect(res.status).toBe(200);
    expect(res.body.result!.orderId).toBe(order.id);
    const wrong = await getReservation(t, SERBIA, { Token: token, Surname: 'Nobody' });
    expect(wrong.status).toBe(404);
  });

  it('tells an expired link from an altered one, with no personal data', async () => {
    const expired = await getReservation(
      t,
      SERBIA,
      {
        Token: link({ voucherNo: order.voucherNo, expiresAt: new Date(Date.now() - 1000) }),
        Surname: order.surname,
      },
      { culture: 'sr' },
    );
    expect(expired.status).toBe(400);
    expect(expired.body.error!.message).toMatch(/istekao.*agenta/);
    const token = link({ voucherNo: order.voucherNo });
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const bad of [tampered, 'v1.e30.x', 'nonsense']) {
      const res = await getReservation(t, SERBIA, { Token: bad, Surname: order.surname });
      expect(res.status).toBe(400);
      expect(res.body.error!.message).toMatch(/not valid/);
      expect(JSON.stringify(res.body)).not.toContain(order.surname);
    }
  });

  it('refuses a link of one tenant on another tenant’s host', async () => {
    const res = await getReservation(t, NORTH_MACEDONIA, {
      Token: link({ voucherNo: order.voucherNo }),
      Surname: order.surname,
    });
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toMatch(/not valid/);
  });
});

describe('Reservation/GetReservation: booking grants', () => {
  it('opens the order again with its grant alone, and only that order of that tenant', async () => {
    const first = await getReservation(t, SERBIA, proofOf(order));
    const grant = first.body.result!.bookingGrant;
    const again = await getReservation(t, SERBIA, {}, { headers: grantHeader(grant) });
    expect(again.status).toBe(200);
    expect(again.body.result!.orderId).toBe(order.id);
    const byId = await getReservation(t, undefined, { OrderId: order.id }, { headers: grantHeader(grant) });
    expect(byId.status).toBe(200);
    for (const [tenant, query] of [
      [NORTH_MACEDONIA, {}],
      [NORTH_MACEDONIA, { OrderId: other.id }],
      [SERBIA, { OrderId: other.id }],
    ] as const) {
      const res = await getReservation(t, tenant, query, { headers: grantHeader(grant) });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(other.surname);
    }
    const none = await getReservation(t, SERBIA, { OrderId: order.id });
    expect(none.status).toBe(403);
    expect(none.body.error!.message).toMatch(/confirm who you are/);
    const forged = await getReservation(t, SERBIA, {}, { headers: grantHeader(`${grant}x`) });
    expect(forged.status).toBe(403);
  });
});
