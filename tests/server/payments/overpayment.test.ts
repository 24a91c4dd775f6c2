import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethodsDto, PublicPaymentDto } from '../../../src/api/schemas/checkout.js';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../../server/payments/signature.js';
import { simulatorWebhookSecret } from '../../../server/payments/simulator.js';
import { app, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';
import { as, rows, scalar } from '../operations/helpers.js';
import {
  checkStatus,
  payOrder,
  paymentServer,
  pickOrders,
  submitCard,
  visitor,
  type OrderPick,
} from './helpers.js';

/**
 * A card or online-banking payment while a bank transfer of the same order is pending (issue 13): the payer sees
 * the transfer on /payment, may pay another way instead, and the success cancels the transfers that would now
 * overpay the order — in the success's transaction, through the transition table, with audit entries — so that
 * finance can no longer commit them.
 */
let t: TestApp;
let dispose: () => Promise<void>;
let pool: OrderPick[];
let parts: OrderPick[];
const take = (from: OrderPick[]) => {
  const order = from.shift();
  if (!order) throw new Error('no order left to pay');
  return order;
};

beforeAll(async () => {
  // No webhooks: each test applies the provider's answer itself (CheckPaymentStatus), so nothing races it.
  ({ t, dispose } = await paymentServer({ webhooks: false }));
  pool = await pickOrders(t, { agent: null });
  const full = new Set(pool.map((o) => o.id));
  parts = (await pickOrders(t, { agent: null, fullOnly: false })).filter((o) => !full.has(o.id));
}, 60_000);
afterAll(() => dispose());

const methodsOf = async (order: OrderPick) => {
  const res = await visitor(
    t,
    order,
  )<PaymentMethodsDto>({
    url: app('Payment/GetPaymentMethods'),
    query: { tenantId: order.tenantId, orderId: order.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
};

/** What a wrong cancellation or commit would change: the transfer, both payments, the order, the audit trail. */
const state = async (order: OrderPick) =>
  JSON.stringify(
    await rows(
      t,
      sql`select (select json_agg(json_build_object('id', b.id, 'status', b.status) order by b.id)
            from bank_transfers b join payments p on p.id = b.payment_id where p.order_id = ${order.id}) transfers,
          (select json_agg(json_build_object('id', id, 'status', status) order by id)
            from payments where order_id = ${order.id}) payments,
          (select paid_amount::text from orders where id = ${order.id}) paid,
          (select count(*) from audit_logs) audit,
          (select count(*) from payment_status_history) history`,
    ),
  );

async function transferPending(order: OrderPick, amount = order.due) {
  const res = await payOrder(t, order, 'BTPay', `over-bt-${order.id}-${amount}`, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

async function payByCard(order: OrderPick, amount = order.due) {
  const res = await payOrder(t, order, 'CCPay', `over-cc-${order.id}-${amount}`, amount);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const card = res.body.result!;
  expect((await submitCard(t, card.redirectUrl!, '4242 4242 4242 4242')).body.state).toBe('completed');
  expect((await checkStatus(t, order, card.paymentId)).status).toBe(20);
  return card;
}

const readPayment = async (order: OrderPick, paymentId: number) =>
  (await visitor(t, order)<PublicPaymentDto>({ url: app('Payment/GetPaymentStatus'), query: { paymentId } }))
    .body.result!;

describe('a card payment while a bank transfer is pending', () => {
  it('shows the transfer on /payment and still offers only what is due', async () => {
    const order = take(pool);
    const transfer = await transferPending(order);
    const m = await methodsOf(order);
    expect(m.amountDue).toBe(transfer.amount);
    expect(m.openPayments).toEqual([
      {
        paymentId: transfer.paymentId,
        type: 2,
        status: 10,
        amount: transfer.amount,
        bankTransfer: {
          reference: transfer.bankTransfer!.reference,
          deadline: transfer.bankTransfer!.deadline,
        },
      },
    ]);
    // More than is due is refused, whatever is pending.
    const above = await payOrder(t, order, 'CCPay', `over-above-${order.id}`, `${order.due}1`);
    expect(above.status).toBe(400);
    expect(above.body.error!.validationErrors![0]!.members).toEqual(['amount']);
  });

  it('cancels the transfer when the card pays the order, in the same transaction, with audit entries', async () => {
    const order = take(pool);
    const transfer = await transferPending(order);
    const card = await payByCard(order);

    const [after] = await rows<{ t_status: number; p_status: number; paid: string; amount: string }>(
      t,
      sql`select b.status t_status, p.status p_status, o.paid_amount::text paid, o.amount::text amount
        from bank_transfers b join payments p on p.id = b.payment_id join orders o on o.id = p.order_id
        where p.id = ${transfer.paymentId}`,
    );
    expect(after).toMatchObject({ t_status: 4, p_status: 40 });
    expect(after!.paid).toBe(after!.amount);
    const audits = await rows<{ entity_type: string; action: string; reason: string; changes: unknown }>(
      t,
      sql`select entity_type, action, reason, changes from audit_logs
        where (entity_type = 'BankTransfer' and entity_id = ${transfer.bankTransfer!.bankTransferId})
           or (entity_type = 'Payment' and entity_id = ${transfer.paymentId}) order by id`,
    );
    expect(audits.map((a) => `${a.entity_type} ${a.action}`)).toEqual([
      'Payment Created',
      'Payment StatusChanged',
      'BankTransfer Canceled',
      'Payment StatusChanged',
    ]);
    expect(audits[2]!.reason).toContain(`Payment ${card.paymentId} paid the order`);
    expect(audits[3]!.changes).toEqual({ status: [10, 40] });
    // The card's success and the transfer's cancellation were one transaction: the same commit time.
    const times = await rows<{ n: string }>(
      t,
      sql`select count(distinct creation_time) n from payment_status_history
        where (payment_id = ${card.paymentId} and to_status = 20) or (payment_id = ${transfer.paymentId} and to_status = 40)`,
    );
    expect(Number(times[0]!.n)).toBe(1);

    // The payer's result page of the transfer shows it is no longer pending.
    const read = await readPayment(order, transfer.paymentId);
    expect(read).toMatchObject({ status: 40, bankTransfer: { status: 4 } });
    expect((await methodsOf(order)).openPayments).toEqual([]);
  });

  it('answers finance a clear 400 on a cancelled transfer and changes nothing', async () => {
    const order = take(pool);
    const transfer = await transferPending(order);
    await payByCard(order);
    const finance = await as(t, 'admin', 3);
    const before = await state(order);
    const commit = await finance.call({
      method: 'POST',
      url: app('BankTransfer/BankTransferCommit'),
      body: { id: transfer.bankTransfer!.bankTransferId },
    });
    expect(commit.status).toBe(400);
    expect(commit.body.error!.validationErrors).toEqual([
      {
        message: `Bank transfer ${transfer.bankTransfer!.reference} was cancelled because its booking was paid another way: it can no longer be committed. If the money arrives anyway, refund it to the payer.`,
        members: ['id'],
      },
    ]);
    const german = await finance.call({
      method: 'POST',
      url: app('BankTransfer/BankTransferCommit'),
      body: { id: transfer.bankTransfer!.bankTransferId },
      culture: 'de',
    });
    expect(german.body.error!.validationErrors![0]!.message).toMatch(/wurde storniert/);
    const byPayment = await finance.call({
      method: 'PUT',
      url: app('Payment/UpdatePaymentCommit'),
      query: { paymentId: transfer.paymentId },
    });
    expect(byPayment.status).toBe(400);
    expect(await state(order)).toBe(before);
  });

  it('cancels it after an online-banking payment too', async () => {
    const order = take(pool);
    const transfer = await transferPending(order);
    const apm = (await payOrder(t, order, 'APMPay', `over-apm-${order.id}`)).body.result!;
    const token = new URL(apm.redirectUrl!, 'http://x').searchParams.get('token')!;
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/apm/${apm.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, decision: 'approve' }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect((await checkStatus(t, order, apm.paymentId)).status).toBe(20);
    expect(await readPayment(order, transfer.paymentId)).toMatchObject({
      status: 40,
      bankTransfer: { status: 4 },
    });
  });

  it('keeps a part transfer that still fits what is due, and cancels one that would overpay', async () => {
    const kept = take(parts);
    const [share, rest] = split(kept.due);
    const keptTransfer = await transferPending(kept, share);
    await payByCard(kept, rest);
    expect(await readPayment(kept, keptTransfer.paymentId)).toMatchObject({
      status: 10,
      bankTransfer: { status: 1 },
    });
    // The kept transfer still pays the rest of the order when finance commits it.
    const finance = await as(t, 'admin', 3);
    const commit = await finance.call({
      method: 'POST',
      url: app('BankTransfer/BankTransferCommit'),
      body: { id: keptTransfer.bankTransfer!.bankTransferId },
    });
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    expect(await scalar(t, sql`select (amount - paid_amount) n from orders where id = ${kept.id}`)).toBe(0);

    const over = take(parts);
    const [part] = split(over.due);
    const overTransfer = await transferPending(over, part);
    await payByCard(over, over.due);
    expect(await readPayment(over, overTransfer.paymentId)).toMatchObject({
      status: 40,
      bankTransfer: { status: 4 },
    });
  });
});

describe('a card attempt still open when the order gets paid another way', () => {
  /** A pending transfer for the whole order, then a card attempt the payer leaves open; finance commits the transfer. */
  async function paidWhileCardOpen() {
    const order = take(pool);
    const transfer = await transferPending(order);
    const card = (await payOrder(t, order, 'CCPay', `open-cc-${order.id}`)).body.result!;
    expect(card.status).toBe(0);
    const finance = await as(t, 'admin', 3);
    const commit = await finance.call({
      method: 'POST',
      url: app('BankTransfer/BankTransferCommit'),
      body: { id: transfer.bankTransfer!.bankTransferId },
    });
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    return { order, card };
  }

  it('is cancelled with the commit, so finishing the card form charges nothing', async () => {
    const { order, card } = await paidWhileCardOpen();
    const read = await readPayment(order, card.paymentId);
    expect(read).toMatchObject({ status: 40, failureReason: 'order_paid' });
    const paidBefore = await scalar(t, sql`select paid_amount n from orders where id = ${order.id}`);

    // The payer comes back to the open card form and pays: the provider refuses, nothing moves.
    const submitted = await submitCard(t, card.redirectUrl!, '4242 4242 4242 4242');
    expect(submitted.body.state).toBe('cancelled');
    expect((await checkStatus(t, order, card.paymentId)).status).toBe(40);
    expect(await scalar(t, sql`select paid_amount n from orders where id = ${order.id}`)).toBe(paidBefore);
    const audits = await rows<{ reason: string }>(
      t,
      sql`select reason from audit_logs where entity_type = 'Payment' and entity_id = ${card.paymentId}
        and action = 'StatusChanged'`,
    );
    expect(audits.map((a) => a.reason)).toEqual([
      expect.stringMatching(/paid the order: payment \d+ would overpay it/),
    ]);
  });

  it('never blocks the commit when the card attempt’s provider cannot be asked', async () => {
    const order = take(pool);
    const transfer = await transferPending(order);
    const card = (await payOrder(t, order, 'CCPay', `broken-cc-${order.id}`)).body.result!;
    const [row] = await rows<{ payment_provider_id: number }>(
      t,
      sql`select payment_provider_id from payments where id = ${card.paymentId}`,
    );
    const providerId = row!.payment_provider_id;
    // The provider became a Revolut account without usable credentials: its adapter cannot even be built.
    await t.database.db.execute(
      sql`update payment_providers set adapter = 'revolut', credentials_sealed = null where id = ${providerId}`,
    );
    try {
      const finance = await as(t, 'admin', 3);
      const commit = await finance.call({
        method: 'POST',
        url: app('BankTransfer/BankTransferCommit'),
        body: { id: transfer.bankTransfer!.bankTransferId },
      });
      expect(commit.status, JSON.stringify(commit.body)).toBe(200);
      expect(await readPayment(order, card.paymentId)).toMatchObject({
        status: 40,
        failureReason: 'order_paid',
      });
    } finally {
      await t.database.db.execute(
        sql`update payment_providers set adapter = 'simulator' where id = ${providerId}`,
      );
    }
  });

  it('is flagged for a refund, once, when its provider charged it anyway', async () => {
    const { order, card } = await paidWhileCardOpen();
    // The provider finished the payer's page before the cancellation reached it.
    await t.database.db.execute(
      sql`update payment_attempts set state = 'completed', failure_reason = null where payment_id = ${card.paymentId}`,
    );
    const [payment] = await rows<{ provider_reference: string; payment_provider_id: number }>(
      t,
      sql`select provider_reference, payment_provider_id from payments where id = ${card.paymentId}`,
    );
    const webhook = () => {
      const body = JSON.stringify({ event: 'ORDER_COMPLETED', order_id: payment!.provider_reference });
      const timestamp = String(Date.now());
      const secret = simulatorWebhookSecret(TEST_SECRET, payment!.payment_provider_id);
      return t.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${payment!.payment_provider_id}`,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signPayload(secret, timestamp, body),
          [TIMESTAMP_HEADER]: timestamp,
        },
        payload: body,
      });
    };
    const paid = await scalar(t, sql`select paid_amount n from orders where id = ${order.id}`);
    expect((await webhook()).statusCode).toBe(200);
    expect((await webhook()).statusCode).toBe(200);
    const flagged = await rows<{ reason: string }>(
      t,
      sql`select reason from audit_logs where entity_type = 'Payment' and entity_id = ${card.paymentId}
        and action = 'ChargedAfterCancel'`,
    );
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.reason).toMatch(/after the payment was cancelled: refund it/);
    // The payment stays cancelled and the order counts only what the server accepted.
    expect((await checkStatus(t, order, card.paymentId)).status).toBe(40);
    expect(await scalar(t, sql`select paid_amount n from orders where id = ${order.id}`)).toBe(paid);
  });
});

/** Two parts of an amount due, each at least the 30 % a part payment needs: about 40 % and the rest. */
function split(due: string): [string, string] {
  const cents = Math.round(Number(due) * 100);
  const share = Math.ceil(cents * 0.4);
  return [(share / 100).toFixed(2), ((cents - share) / 100).toFixed(2)];
}
