import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPaymentDto } from '../../../src/api/schemas/checkout.js';
import { isValidCreditorReference } from '../../../server/payments/bankTransfer.js';
import type { TestApp } from '../helpers.js';
import { rows, scalar } from '../operations/helpers.js';
import {
  checkStatus,
  payOrder,
  paymentServer,
  pickOrders,
  submitCard,
  waitFor,
  type OrderPick,
  type SmtpCatcher,
} from './helpers.js';

/** The payment flows through the simulator (card, 3-D Secure, APM, bank transfer), with their e-mails. */
let t: TestApp;
let catcher: SmtpCatcher;
let dispose: () => Promise<void>;
let pool: OrderPick[];
let eurPool: OrderPick[];
const take = (from: OrderPick[]) => {
  const order = from.shift();
  if (!order) throw new Error('no order left to pay');
  return order;
};

beforeAll(async () => {
  ({ t, catcher, dispose } = await paymentServer());
  const direct = await pickOrders(t, { agent: null });
  eurPool = direct.filter((o) => o.currency === 'EUR');
  // Orders of the agent with every method serve the flows too (this file does not test the agency's rule).
  const agent = await pickOrders(t, { agent: 'BEG-001', currency: 'RSD' });
  pool = [...direct.filter((o) => o.currency !== 'EUR'), ...agent];
  // Orders sold in parts may be paid in full too: they serve the flows once the others are used.
  const known = new Set([...direct, ...agent].map((o) => o.id));
  const parts = await pickOrders(t, { currency: 'RSD', agent: null, fullOnly: false });
  pool.push(...parts.filter((o) => !known.has(o.id)));
}, 60_000);
afterAll(() => dispose());

const history = (paymentId: number) =>
  rows<{ from_status: number | null; to_status: number }>(
    t,
    sql`select from_status, to_status from payment_status_history where payment_id = ${paymentId} order by id`,
  );

describe('payments the payer did not start', () => {
  it('are neither resumed nor replaced: a new attempt gets its own payment and checkout', async () => {
    const [row] = await rows<{ order_id: string; payment_id: string; status: number; amount: string }>(
      t,
      sql`select p.order_id, p.id payment_id, p.status, (o.amount - o.paid_amount)::text amount
        from payments p join orders o on o.id = p.order_id
        where p.tenant_id = 3 and p.type = 1 and p.status in (0, 10, 50) and o.status in (1, 2)
          and o.check_out_date >= current_date
          and p.idempotency_key not like 'pay:%' and (o.user_code is null or o.user_code = 'BEG-001')
        order by p.id limit 1`,
    );
    expect(row).toBeDefined();
    const order = { id: Number(row!.order_id), tenantId: 3, voucherNo: '', currency: '', due: row!.amount };
    const paid = await payOrder(t, order, 'CCPay', `not-resumed-${order.id}`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.result!.paymentId).not.toBe(Number(row!.payment_id));
    expect(paid.body.result!.redirectUrl).toMatch(/^\/revolut-payment-form/);
    expect(await scalar(t, sql`select status n from payments where id = ${Number(row!.payment_id)}`)).toBe(
      row!.status,
    );
  });
});

describe('card payments through the simulator', () => {
  it('succeeds with 4242…, pays the order and e-mails the payer once', { timeout: 30_000 }, async () => {
    const order = take(pool);
    const paid = (await payOrder(t, order, 'CCPay', `card-ok-${order.id}`)).body.result!;
    expect(paid.status).toBe(0);
    expect(paid.redirectUrl).toMatch(
      new RegExp(`^/revolut-payment-form\\?paymentId=${paid.paymentId}&token=`),
    );
    expect((await submitCard(t, paid.redirectUrl!, '4242 4242 4242 4242')).body.state).toBe('completed');
    const after = await checkStatus(t, order, paid.paymentId);
    expect(after.status).toBe(20);
    expect(after.orderPaidAmount).toBe(after.amount);
    // The simulator's webhook arrives later and changes nothing more.
    await new Promise((r) => setTimeout(r, 200));
    expect(await history(paid.paymentId)).toEqual([
      { from_status: null, to_status: 0 },
      { from_status: 0, to_status: 20 },
    ]);
    await waitFor(async () =>
      catcher
        .messages()
        .some((m) => m.to.includes('ana@example.test') && m.text?.includes(order.voucherNo) === true),
    );
    await checkStatus(t, order, paid.paymentId);
    await new Promise((r) => setTimeout(r, 200));
    expect(catcher.messages().filter((m) => m.text?.includes(order.voucherNo))).toHaveLength(1);
  });

  it('declines 4000…0002 with the reason, and a new attempt on the same order works', async () => {
    const order = take(pool);
    const first = (await payOrder(t, order, 'CCPay', `card-no-${order.id}`)).body.result!;
    expect((await submitCard(t, first.redirectUrl!, '4000000000000002')).body).toEqual({
      state: 'declined',
      failureReason: 'do_not_honour',
    });
    const failed = await checkStatus(t, order, first.paymentId);
    expect(failed).toMatchObject({ status: 30, failureReason: 'do_not_honour', redirectUrl: null });
    const retry = (await payOrder(t, order, 'CCPay', `card-no-2-${order.id}`)).body.result!;
    expect(retry.paymentId).not.toBe(first.paymentId);
    await submitCard(t, retry.redirectUrl!, '4242424242424242');
    expect((await checkStatus(t, order, retry.paymentId)).status).toBe(20);
  });

  it('asks for 3-D Secure with 4000…3220 (status 50), then succeeds or fails as the payer answers', async () => {
    for (const approve of [true, false]) {
      const order = take(pool);
      const paid = (await payOrder(t, order, 'CCPay', `card-3ds-${approve}-${order.id}`)).body.result!;
      expect((await submitCard(t, paid.redirectUrl!, '4000000000003220')).body.state).toBe('challenge');
      expect((await checkStatus(t, order, paid.paymentId)).status).toBe(50);
      const url = new URL(paid.redirectUrl!, 'http://x');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/simulator/${paid.paymentId}/challenge`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token: url.searchParams.get('token'), approve }),
      });
      expect(res.json()).toMatchObject({ state: approve ? 'completed' : 'declined' });
      const after = await checkStatus(t, order, paid.paymentId);
      expect(after.status).toBe(approve ? 20 : 30);
      if (!approve) expect(after.failureReason).toBe('3ds_challenge_failed');
    }
  });

  it('refuses an invalid card on the provider side too, naming the field', async () => {
    const order = take(pool);
    const paid = (await payOrder(t, order, 'CCPay', `card-bad-${order.id}`)).body.result!;
    const res = await submitCard(t, paid.redirectUrl!, '4242424242424241');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('number');
    expect((await submitCard(t, paid.redirectUrl!, '4242424242424242', { expiry: '01/20' })).status).toBe(
      400,
    );
    expect((await checkStatus(t, order, paid.paymentId)).status).toBe(0);
  });
});

describe('alternative payments', () => {
  it('send the payer to the simulator’s hosted page and back to the result', async () => {
    const order = take(pool);
    const paid = (await payOrder(t, order, 'APMPay', `alternative-${order.id}`)).body.result!;
    expect(paid.redirectUrl).toMatch(new RegExp(`^/api/payments/simulator/apm/${paid.paymentId}\\?token=`));
    const page = await t.app.inject({ method: 'GET', url: paid.redirectUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="decision" value="approve"');
    const token = new URL(paid.redirectUrl!, 'http://x').searchParams.get('token')!;
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/apm/${paid.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision: 'approve' }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/result/${paid.paymentId}`);
    expect((await checkStatus(t, order, paid.paymentId)).status).toBe(20);
  });
});

describe('bank transfers', () => {
  it(
    'create one pending transfer with the instructions and an EPC QR payload for euros',
    { timeout: 30_000 },
    async () => {
      const order = take(eurPool);
      const first = await payOrder(t, order, 'BTPay', `transfer-${order.id}`);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const paid: PublicPaymentDto = first.body.result!;
      expect(paid.status).toBe(10);
      const bt = paid.bankTransfer!;
      expect(bt.status).toBe(1);
      expect(isValidCreditorReference(bt.reference)).toBe(true);
      expect(bt.amount).toBe(Number(order.due).toFixed(2));
      expect(bt.iban).toMatch(/^RS\d+$/);
      expect(Date.parse(bt.deadline) - Date.now()).toBeGreaterThan(71 * 3_600_000);
      expect(bt.epcQrPayload!.split('\n')).toEqual([
        'BCD',
        '002',
        '1',
        'SCT',
        bt.bic,
        bt.beneficiary,
        bt.iban,
        `EUR${bt.amount}`,
        '',
        bt.reference,
      ]);
      // A reload (same key) and a second tab (a new key) find the same transfer: one e-mail, one transfer.
      expect((await payOrder(t, order, 'BTPay', `transfer-${order.id}`)).body.result!.paymentId).toBe(
        paid.paymentId,
      );
      expect((await payOrder(t, order, 'BTPay', `transfer-2-${order.id}`)).body.result!.paymentId).toBe(
        paid.paymentId,
      );
      expect(
        await scalar(t, sql`select count(*) n from bank_transfers where payment_id = ${paid.paymentId}`),
      ).toBe(1);
      await waitFor(async () => catcher.messages().some((m) => m.text?.includes(bt.reference) === true));
      await new Promise((r) => setTimeout(r, 200));
      expect(catcher.messages().filter((m) => m.text?.includes(bt.reference))).toHaveLength(1);
    },
  );
});
