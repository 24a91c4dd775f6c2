import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPaymentDto } from '../../../src/api/schemas/checkout.js';
import { app, type TestApp } from '../helpers.js';
import { rows } from '../operations/helpers.js';
import {
  checkStatus,
  paymentServer,
  pickOrders,
  submitCard,
  visitor,
  waitFor,
  type OrderPick,
  type SmtpCatcher,
} from './helpers.js';

/**
 * Issue 26, item 7: pressing Pay again after correcting the payer's e-mail or name replaces the open attempt, and
 * the confirmation goes to the new address. Item 8: the payer may start at most PAYMENT_ATTEMPTS_PER_HOUR attempts
 * on one order within an hour (here 4), counted in the payments table.
 */
let t: TestApp;
let catcher: SmtpCatcher;
let dispose: () => Promise<void>;
let pool: OrderPick[];
const take = () => {
  const order = pool.shift();
  if (!order) throw new Error('no order left');
  return order;
};

beforeAll(async () => {
  ({ t, catcher, dispose } = await paymentServer({ attemptsPerHour: 4 }));
  pool = (await pickOrders(t, { agent: null })).filter((o) => o.currency !== 'EUR');
}, 60_000);
afterAll(() => dispose());

const pay = (
  order: OrderPick,
  operation: 'CCPay' | 'APMPay',
  key: string,
  payer: { payer: string; email: string },
  culture?: string,
) =>
  visitor(
    t,
    order,
  )<PublicPaymentDto>({
    method: 'POST',
    url: app(`Payment/${operation}`),
    culture,
    headers: { 'Idempotency-Key': key },
    body: { tenantId: order.tenantId, orderId: order.id, amount: order.due, ...payer },
  });

describe('a corrected payer', () => {
  it('replaces the open attempt, and the confirmation goes to the corrected address', async () => {
    const order = take();
    const typo = { payer: 'Ana Petrovć', email: 'ana@gmial.test' };
    const fixed = { payer: 'Ana Petrović', email: 'ana@gmail.test' };
    const first = (await pay(order, 'CCPay', `typo-${order.id}`, typo)).body.result!;
    // The same key with other details is not the same attempt.
    const reused = await pay(order, 'CCPay', `typo-${order.id}`, fixed);
    expect(reused.status).toBe(400);
    expect(reused.body.error!.validationErrors?.[0]?.members).toEqual(['idempotencyKey']);

    const second = await pay(order, 'CCPay', `fixed-${order.id}`, fixed);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const replaced = second.body.result!;
    expect(replaced.paymentId).not.toBe(first.paymentId);
    const stored = await rows<{ id: string; status: number; payer: string; email: string }>(
      t,
      sql`select id, status, payer, email from payments where order_id = ${order.id} and idempotency_key like 'pay:%' order by id`,
    );
    expect(stored.map((p) => [Number(p.id), p.status, p.payer, p.email])).toEqual([
      [first.paymentId, 40, typo.payer, typo.email],
      [replaced.paymentId, 0, fixed.payer, fixed.email],
    ]);

    // Pressing Pay once more with the corrected details resumes the new attempt.
    expect((await pay(order, 'CCPay', `fixed-again-${order.id}`, fixed)).body.result!.paymentId).toBe(
      replaced.paymentId,
    );
    expect((await submitCard(t, replaced.redirectUrl!, '4242 4242 4242 4242')).body.state).toBe('completed');
    expect((await checkStatus(t, order, replaced.paymentId)).status).toBe(20);
    await waitFor(async () =>
      catcher
        .messages()
        .some((m) => m.to.includes(fixed.email) && m.text?.includes(order.voucherNo) === true),
    );
    expect(catcher.messages().filter((m) => m.to.includes(typo.email))).toHaveLength(0);
  });
});

describe('payment attempts per order', () => {
  it('are capped per hour: alternating card and online payment, the fifth is refused, translated', async () => {
    const order = take();
    const payer = { payer: 'Ana Petrović', email: 'ana@example.test' };
    for (let i = 0; i < 4; i++) {
      const res = await pay(order, i % 2 ? 'APMPay' : 'CCPay', `churn-${i}-${order.id}`, payer);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await pay(order, 'CCPay', `churn-4-${order.id}`, payer);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: 'Too many payment attempts for this booking in the last hour.',
      details: 'Please try again later.',
    });
    const german = await pay(order, 'CCPay', `churn-5-${order.id}`, payer, 'de');
    expect(german.body.error!.message).toBe(
      'Zu viele Zahlungsversuche für diese Buchung in der letzten Stunde.',
    );
    // The refusal cancelled nothing: the last attempt (online payment) is still open, and resuming it is no new one.
    const open = await rows<{ n: number }>(
      t,
      sql`select count(*)::int n from payments where order_id = ${order.id} and status = 0 and idempotency_key like 'pay:%'`,
    );
    expect(open[0]!.n).toBe(1);
    expect((await pay(order, 'APMPay', `churn-6-${order.id}`, payer)).status).toBe(200);

    // An hour later the payer may try again.
    await t.database.db.execute(
      sql`update payments set creation_time = creation_time - interval '61 minutes' where order_id = ${order.id}`,
    );
    expect((await pay(order, 'CCPay', `churn-7-${order.id}`, payer)).status).toBe(200);
  });
});
