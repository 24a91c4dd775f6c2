import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethodsDto } from '../../../src/api/schemas/checkout.js';
import type { ReservationDto, UserDocumentsDto } from '../../../src/api/schemas/reservation.js';
import { app, type TestApp } from '../helpers.js';
import { rows, scalar } from '../operations/helpers.js';
import {
  checkStatus,
  grantFor,
  payOrder,
  paymentServer,
  pickOrders,
  submitCard,
  visitor,
  type OrderPick,
} from './helpers.js';

/**
 * Issue 26, item 1: a cancelled booking cannot be paid (CC, APM, BT), a stay that is over only where the tenant
 * allows it; a charge that still arrives for a cancelled order is flagged for a refund. Item 2: the voucher of a
 * cancelled or unpaid booking does not look valid. Each test cancels its own order.
 */
let t: TestApp;
let dispose: () => Promise<void>;
let pool: OrderPick[];
const take = () => {
  const order = pool.shift();
  if (!order) throw new Error('no order left');
  return order;
};

beforeAll(async () => {
  ({ t, dispose } = await paymentServer({ webhooks: false }));
  const direct = (await pickOrders(t, { agent: null })).filter((o) => o.currency !== 'EUR');
  pool = [...direct, ...(await pickOrders(t, { agent: 'BEG-001', currency: 'RSD' })).slice(1)];
}, 60_000);
afterAll(() => dispose());

const cancel = (order: OrderPick) =>
  t.database.db.execute(sql`update orders set status = 4 where id = ${order.id}`);

const reservationOf = async (order: OrderPick, culture = 'en') => {
  const res = await visitor(
    t,
    order,
  )<ReservationDto>({
    url: app('Reservation/GetReservation'),
    tenantId: order.tenantId,
    culture,
    query: { orderId: order.id, tenantId: order.tenantId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
};

describe('a cancelled order', () => {
  it('is refused by CCPay, APMPay and BTPay with a translated 400, and nothing is created', async () => {
    const order = take();
    await cancel(order);
    for (const operation of ['CCPay', 'APMPay', 'BTPay'] as const) {
      const res = await payOrder(t, order, operation, `cancelled-${operation}-${order.id}`);
      expect(res.status, operation).toBe(400);
      expect(res.body.error!.message).toBe('This booking was cancelled: it can no longer be paid.');
      expect(res.body.error!.details).toBe('Please contact your travel agent.');
    }
    const german = await visitor(
      t,
      order,
    )({
      method: 'POST',
      url: app('Payment/CCPay'),
      culture: 'de',
      headers: { 'Idempotency-Key': `cancelled-de-${order.id}` },
      body: {
        tenantId: order.tenantId,
        orderId: order.id,
        amount: order.due,
        payer: 'A B',
        email: 'a@b.test',
      },
    });
    expect(german.status).toBe(400);
    expect(german.body.error!.message).toBe(
      'Diese Buchung wurde storniert: Sie kann nicht mehr bezahlt werden.',
    );
    expect(
      await scalar(
        t,
        sql`select count(*)::int n from payments where order_id = ${order.id} and idempotency_key like 'pay:%'`,
      ),
    ).toBe(0);
  });

  it('offers no payment method, and the reservation says why and whom to contact', async () => {
    const order = take();
    await cancel(order);
    const methods = await visitor(
      t,
      order,
    )<PaymentMethodsDto>({
      url: app('Payment/GetPaymentMethods'),
      query: { tenantId: order.tenantId, orderId: order.id },
    });
    expect(methods.body.result!.methods).toEqual([]);
    const reservation = await reservationOf(order);
    expect(reservation.paymentClosed).toBe('cancelled');
    expect(reservation.contact).toMatchObject({ agency: expect.stringMatching(/\S/) as unknown });
  });

  it('names the agent who sold it as the contact', async () => {
    const [agentOrder] = await pickOrders(t, { agent: 'BEG-001', currency: 'RSD' });
    await cancel(agentOrder!);
    const reservation = await reservationOf(agentOrder!);
    const [agent] = await rows<{ name: string; email: string }>(
      t,
      sql`select name || ' ' || surname as name, email_address as email from users
        where tenant_id = 3 and upper(agent_code) = 'BEG-001'`,
    );
    expect(reservation.contact).toMatchObject({ name: agent!.name, email: agent!.email });
  });

  it('that a cancel reaches after the payer started paying: the late charge is kept and flagged', async () => {
    const order = take();
    const started = (await payOrder(t, order, 'CCPay', `late-${order.id}`)).body.result!;
    await cancel(order);
    // The provider still charges the card: the payment is recorded, the order stays cancelled and is flagged.
    expect((await submitCard(t, started.redirectUrl!, '4242 4242 4242 4242')).body.state).toBe('completed');
    expect((await checkStatus(t, order, started.paymentId)).status).toBe(20);
    const [row] = await rows<{ status: number; charged_after_cancel: boolean }>(
      t,
      sql`select status, charged_after_cancel from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 4, charged_after_cancel: true });

    const admin = await t.login('admin', 3);
    const list = await t.call<{ items: { id: number; chargedAfterCancel?: boolean }[] }>({
      url: app('Order/GetOrders'),
      token: admin,
      tenantId: 3,
      query: { chargedAfterCancel: true, maxResultCount: 100 },
    });
    expect(list.status).toBe(200);
    expect(list.body.result!.items.map((o) => o.id)).toContain(order.id);
    expect(list.body.result!.items.every((o) => o.chargedAfterCancel)).toBe(true);
    const record = await t.call<{ chargedAfterCancel?: boolean }>({
      url: app('Order/GetOrder'),
      token: admin,
      tenantId: 3,
      query: { id: order.id },
    });
    expect(record.body.result!.chargedAfterCancel).toBe(true);
    const dashboard = await t.call<{ orders: { chargedAfterCancelCount?: number } }>({
      url: app('Dashboard/GetStatistics'),
      token: admin,
      tenantId: 3,
      query: { days: 7, timeZone: 'UTC' },
    });
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.result!.orders.chargedAfterCancelCount).toBeGreaterThanOrEqual(1);
  });

  it('cannot get a reservation link: a translated 400 on the voucher field', async () => {
    const order = take();
    await cancel(order);
    const admin = await t.login('admin', 3);
    const res = await t.call({
      method: 'POST',
      url: app('ReservationLinkGenerator/GenerateReservationLink'),
      token: admin,
      tenantId: 3,
      culture: 'de',
      body: { voucherNo: order.voucherNo, agentCode: 'BEG-001', language: 'de', expiresInHours: 24 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error!.validationErrors).toEqual([
      {
        message: `Die Bestellung ${order.voucherNo} wurde storniert: Dafür kann kein Reservierungslink erstellt werden.`,
        members: ['voucherNo'],
      },
    ]);
  });
});

describe('a stay that is over', () => {
  it('is payable only where the tenant allows it, and the reservation says so', async () => {
    const order = take();
    await t.database.db.execute(
      sql`update orders set check_in_date = current_date - 10, check_out_date = current_date - 3
        where id = ${order.id}`,
    );
    const refused = await payOrder(t, order, 'CCPay', `stay-over-${order.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toMatch(
      /^Your stay ended on .+: this booking can no longer be paid online\.$/,
    );
    expect((await reservationOf(order)).paymentClosed).toBe('stayOver');

    await t.database.db.execute(sql`update tenants set allow_payment_after_stay = true where id = 3`);
    try {
      const reservation = await reservationOf(order);
      expect(reservation).toMatchObject({ paymentClosed: null, stayOver: true });
      const paid = await payOrder(t, order, 'CCPay', `stay-over-ok-${order.id}`);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    } finally {
      await t.database.db.execute(sql`update tenants set allow_payment_after_stay = false where id = 3`);
    }
  });
});

describe('the voucher', () => {
  const voucherPage = async (order: OrderPick, culture: string) => {
    const res = await t.call<UserDocumentsDto>({
      url: app('Reservation/GetUserDocument'),
      tenantId: order.tenantId,
      culture,
      query: { voucherNo: order.voucherNo },
      headers: { 'X-Booking-Grant': grantFor(order) },
    });
    expect(res.status).toBe(200);
    return (await t.app.inject({ method: 'GET', url: res.body.result!.documents[0]!.url })).body;
  };

  it('of a cancelled booking says CANCELLED, in the document’s language', async () => {
    const order = take();
    await cancel(order);
    expect(await voucherPage(order, 'en')).toContain('CANCELLED');
    expect(await voucherPage(order, 'de')).toContain('STORNIERT');
  });

  it('of an unpaid booking says it is not valid; a paid one says neither', async () => {
    const order = take();
    const unpaid = await voucherPage(order, 'en');
    expect(unpaid).toContain('NOT VALID — payment outstanding');
    expect(await voucherPage(order, 'sr')).toContain('NE VAŽI — plaćanje nije izvršeno');
    await t.database.db.execute(
      sql`update orders set status = 3, paid_amount = amount where id = ${order.id}`,
    );
    const paid = await voucherPage(order, 'en');
    expect(paid).not.toContain('NOT VALID');
    expect(paid).not.toContain('CANCELLED');
  });
});
