import { describe, expect, it } from 'vitest';
import { RESERVATION_ATTEMPTS } from '../../../server/services/reservationProof.js';
import { foldName, samePhone } from '../../../server/services/reservationProof.js';
import { createTestApp } from '../helpers.js';
import { getReservation, knownOrder, proofOf, SERBIA } from './helpers.js';

describe('Reservation/GetReservation: attempts', { timeout: 60_000 }, () => {
  it('refuses the eleventh try on a voucher from one address within 15 minutes with 429 and Retry-After, even a right one', async () => {
    const t = await createTestApp({ trustProxy: true });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const order = await knownOrder(t, SERBIA);
    for (let i = 0; i < RESERVATION_ATTEMPTS.perVoucherAndAddress; i++) {
      const res = await getReservation(
        t,
        SERBIA,
        { ...proofOf(order), Surname: `Wrong${i}` },
        from('203.0.113.9'),
      );
      expect(res.status).toBe(404);
    }
    const blocked = await getReservation(t, SERBIA, proofOf(order), {
      culture: 'de',
      ...from('203.0.113.9'),
    });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(RESERVATION_ATTEMPTS.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(RESERVATION_ATTEMPTS.windowSeconds);
    expect(blocked.body.error!.message).toMatch(/Zu viele Versuche.*15 Minuten/);
    expect(JSON.stringify(blocked.body)).not.toContain(order.surname);
    // The stranger's guesses block the stranger: the customer, from their own address, gets in.
    const customer = await getReservation(t, SERBIA, proofOf(order), from('198.51.100.23'));
    expect(customer.status).toBe(200);
  });

  it('caps the guesses at a voucher spread over many addresses', async () => {
    const t = await createTestApp({ trustProxy: true });
    const order = await knownOrder(t, SERBIA);
    const perAddress = RESERVATION_ATTEMPTS.perVoucherAndAddress;
    const addresses = Math.ceil(RESERVATION_ATTEMPTS.perVoucher / perAddress);
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < perAddress; i++) {
        const res = await getReservation(
          t,
          SERBIA,
          { ...proofOf(order), Surname: `Wrong${i}` },
          { headers: { 'x-forwarded-for': `192.0.2.${a + 10}` } },
        );
        expect(res.status, `address ${a}, try ${i}`).toBe(404);
      }
    const next = await getReservation(t, SERBIA, proofOf(order), {
      headers: { 'x-forwarded-for': '198.51.100.24' },
    });
    expect(next.status).toBe(429);
  });

  it('counts every voucher tried from one address, but not the tries that succeeded', async () => {
    const t = await createTestApp();
    const order = await knownOrder(t, SERBIA);
    for (let i = 0; i < 5; i++) expect((await getReservation(t, SERBIA, proofOf(order))).status).toBe(200);
    for (let i = 0; i < RESERVATION_ATTEMPTS.perAddress; i++) {
      const res = await getReservation(t, SERBIA, { ...proofOf(order), VoucherNo: `GUESS-${i}` });
      expect(res.status).toBe(404);
    }
    const res = await getReservation(t, SERBIA, proofOf(order));
    expect(res.status).toBe(429);
  });
});

describe('proof rules', () => {
  it('folds surnames without case, accents or punctuation', () => {
    expect(foldName('Đorđević')).toBe(foldName('djordjevic'));
    expect(foldName('Müller-Lüdenscheidt')).toBe(foldName('MULLER LUDENSCHEIDT'));
    expect(foldName('Ţăranu')).toBe('taranu');
    expect(foldName('Петровски')).toBe('петровски');
  });

  it('compares phone numbers by their digits, with or without the country code', () => {
    expect(samePhone('+381 63 123 4567', '063/123-4567')).toBe(true);
    expect(samePhone('00381631234567', '+381 63 1234567')).toBe(true);
    expect(samePhone('631234567', '+381 63 123 4567')).toBe(true);
    expect(samePhone('+381 63 123 4568', '+381 63 123 4567')).toBe(false);
    expect(samePhone('4567', '+381 63 123 4567')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});
