import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startSmtpCatcher } from '../../../server/mail/catcher.js';
import { createTestApp } from '../helpers.js';
import { rows } from '../operations/helpers.js';
import { getReservation, knownOrder, proofOf, SERBIA } from './helpers.js';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('Reservation/GetReservation: two facts besides the voucher', { timeout: 60_000 }, () => {
  it('no longer opens with the voucher and a surname alone, nor with the voucher and a phone alone', async () => {
    const t = await createTestApp();
    const order = await knownOrder(t, SERBIA);
    const surnameOnly = await getReservation(t, SERBIA, {
      VoucherNo: order.voucherNo,
      Surname: order.surname,
    });
    expect(surnameOnly.status).toBe(400);
    expect(surnameOnly.body.error!.validationErrors![0]!.members).toEqual(['checkInDate', 'email']);
    expect(surnameOnly.body.error!.validationErrors![0]!.message).toMatch(/check-in date or the e-mail/);
    const phoneOnly = await getReservation(t, SERBIA, {
      VoucherNo: order.voucherNo,
      PhoneNumber: order.phone,
    });
    expect(phoneOnly.status).toBe(400);
    expect(JSON.stringify([surnameOnly.body, phoneOnly.body])).not.toContain(order.phone);
  });

  it('opens with the surname and the check-in date (a time part ignored) or the e-mail (any case)', async () => {
    const t = await createTestApp();
    const order = await knownOrder(t, SERBIA);
    const base = { VoucherNo: order.voucherNo, Surname: ` ${order.surname.toUpperCase()} ` };
    const seconds: Record<string, string>[] = [
      { CheckInDate: order.checkIn },
      { CheckInDate: `${order.checkIn}T00:00:00` },
      { Email: order.email.toUpperCase() },
      { Email: ` ${order.email} ` },
    ];
    for (const second of seconds) {
      const res = await getReservation(t, SERBIA, { ...base, ...second });
      expect(res.status, JSON.stringify(second)).toBe(200);
      expect(res.body.result!.orderId).toBe(order.id);
    }
  });

  it('refuses a malformed check-in date with a translated error naming the field', async () => {
    const t = await createTestApp();
    const order = await knownOrder(t, SERBIA);
    const res = await getReservation(
      t,
      SERBIA,
      { ...proofOf(order), CheckInDate: '31.02.2025' },
      { culture: 'de' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error!.validationErrors![0]!.members).toEqual(['checkInDate']);
    expect(res.body.error!.validationErrors![0]!.message).toMatch(/CheckInDate/);
  });

  it('answers an unknown voucher, wrong facts and a locked voucher alike until the lock, then tells the tenant once', async () => {
    const catcher = await startSmtpCatcher({ port: 0 });
    onTestFinished(() => catcher.close());
    const t = await createTestApp({
      trustProxy: true,
      smtpCatcher: catcher,
      reservationLookup: { perVoucher: 4, perVoucherAndAddress: 0, perAddress: 0 },
    });
    await t.database.db.execute(
      sql`update email_accounts set port = ${catcher.port} where host = '127.0.0.1'`,
    );
    const order = await knownOrder(t, SERBIA);
    const wrong = { ...proofOf(order), CheckInDate: '2001-01-01' };
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await getReservation(t, SERBIA, wrong, from(`192.0.2.${i + 1}`)));
      answers.push(
        await getReservation(t, SERBIA, { ...wrong, VoucherNo: 'RS-999999' }, from(`192.0.2.${i + 1}`)),
      );
    }
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.error!.message).toBe(answers[0]!.body.error!.message);
    }
    // Both the real and the unknown voucher are now locked, with the same answer.
    const locked = await getReservation(t, SERBIA, proofOf(order), from('198.51.100.1'));
    const lockedUnknown = await getReservation(
      t,
      SERBIA,
      { ...wrong, VoucherNo: 'RS-999999' },
      from('198.51.100.1'),
    );
    for (const res of [locked, lockedUnknown]) {
      expect(res.status).toBe(429);
      expect(res.body.error!.message).toMatch(/Too many attempts/);
    }
    await getReservation(t, SERBIA, proofOf(order), from('198.51.100.2'));
    const mail = await catcher.waitFor((m) => (m.subject ?? '').includes(order.voucherNo), 5000);
    expect(mail.text).toMatch(new RegExp(`tried 4 times .*${order.voucherNo}`));
    const history = await rows<{ action: string }>(
      t,
      sql`select action from audit_logs where entity_type = 'Order' and entity_id = ${order.id}
          and action = 'LookupLocked'`,
    );
    expect(history).toHaveLength(1);
    const admins = await rows<{ n: string }>(
      t,
      sql`select count(distinct u.id) as n from users u join user_roles ur on ur.user_id = u.id
          join roles r on r.id = ur.role_id where u.tenant_id = ${SERBIA} and r.name = 'Admin' and u.is_active`,
    );
    expect(catcher.messages().filter((m) => (m.subject ?? '').includes(order.voucherNo))).toHaveLength(
      Number(admins[0]!.n),
    );
    // The unknown voucher told nobody.
    expect(catcher.messages().some((m) => (m.subject ?? '').includes('RS-999999'))).toBe(false);
  });
});

describe(
  'Reservation/GetReservation: ticket number and traveller name (spec §3)',
  { timeout: 60_000 },
  () => {
    it("opens with a traveller's ticket number and that traveller's first and last name", async () => {
      const t = await createTestApp();
      const order = await knownOrder(t, SERBIA);
      const opened = await getReservation(t, SERBIA, proofOf(order));
      const traveller = opened.body.result!.travellers.at(-1)!;
      const ticket = (traveller as { ticketNumber?: string }).ticketNumber!;
      expect(ticket).toMatch(/^\d+-\d{8}$/);
      const byTicket = await getReservation(t, SERBIA, {
        TicketNumber: ticket,
        TravellerFirstName: traveller.firstName.toUpperCase(),
        TravellerLastName: traveller.lastName.toLowerCase(),
      });
      expect(byTicket.status).toBe(200);
      expect(byTicket.body.result!.orderId).toBe(order.id);
      const withVoucher = await getReservation(t, SERBIA, {
        TicketNumber: ticket,
        VoucherNo: order.voucherNo,
        TravellerFirstName: traveller.firstName,
        TravellerLastName: traveller.lastName,
      });
      expect(withVoucher.status).toBe(200);

      const [id, digits] = ticket.split('-') as [string, string];
      const forged = `${id}-${String((Number(digits) + 1) % 1e8).padStart(8, '0')}`;
      const refused = await Promise.all([
        getReservation(t, SERBIA, {
          TicketNumber: forged,
          TravellerFirstName: traveller.firstName,
          TravellerLastName: traveller.lastName,
        }),
        getReservation(t, SERBIA, {
          TicketNumber: ticket,
          TravellerFirstName: 'Nobody',
          TravellerLastName: traveller.lastName,
        }),
        getReservation(t, SERBIA, {
          TicketNumber: ticket,
          VoucherNo: 'RS-1',
          TravellerFirstName: traveller.firstName,
          TravellerLastName: traveller.lastName,
        }),
      ]);
      for (const res of refused) {
        expect(res.status).toBe(404);
        expect(res.body.error!.message).toMatch(/could not find a reservation/);
      }
      const missing = await getReservation(t, SERBIA, { TicketNumber: ticket, TravellerLastName: 'X' });
      expect(missing.status).toBe(400);
      expect(missing.body.error!.validationErrors![0]!.members).toEqual(['travellerFirstName']);
    });

    it('counts ticket tries against the booking’s voucher: the same lock as the voucher path', async () => {
      const t = await createTestApp({
        trustProxy: true,
        reservationLookup: { perVoucher: 3, perVoucherAndAddress: 0, perAddress: 0 },
      });
      const order = await knownOrder(t, SERBIA);
      const traveller = (await getReservation(t, SERBIA, proofOf(order))).body.result!.travellers[0]!;
      const ticket = (traveller as { ticketNumber?: string }).ticketNumber!;
      for (let i = 0; i < 3; i++)
        expect(
          (
            await getReservation(
              t,
              SERBIA,
              { TicketNumber: ticket, TravellerFirstName: `X${i}`, TravellerLastName: 'Y' },
              from(`192.0.2.${i + 1}`),
            )
          ).status,
        ).toBe(404);
      const voucherPath = await getReservation(t, SERBIA, proofOf(order), from('198.51.100.7'));
      expect(voucherPath.status).toBe(429);
    });
  },
);
