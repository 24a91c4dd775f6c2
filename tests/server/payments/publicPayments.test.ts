import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethodsDto } from '../../../src/api/schemas/checkout.js';
import { app, type TestApp } from '../helpers.js';
import { rows, scalar } from '../operations/helpers.js';
import {
  checkStatus,
  grantFor,
  payOrder,
  paymentServer,
  pickOrders,
  visitor,
  type OrderPick,
} from './helpers.js';

/** Grants, methods, amounts and idempotency of the public payment calls. */
let t: TestApp;
let dispose: () => Promise<void>;
let pool: OrderPick[];
let rsdAgentPool: OrderPick[];
const take = (from: OrderPick[]) => {
  const order = from.shift();
  if (!order) throw new Error('no order left to pay');
  return order;
};

beforeAll(async () => {
  ({ t, dispose } = await paymentServer());
  const direct = await pickOrders(t, { agent: null });
  const agent = await pickOrders(t, { agent: 'BEG-001', currency: 'RSD' });
  rsdAgentPool = agent.slice(0, 4);
  // Orders of the agent (all methods, any amount within its range) serve the flows where the rule is not the point.
  pool = [...direct.filter((o) => o.currency !== 'EUR'), ...agent.slice(4)];
}, 60_000);
afterAll(() => dispose());

const history = (paymentId: number) =>
  rows<{ from_status: number | null; to_status: number }>(
    t,
    sql`select from_status, to_status from payment_status_history where payment_id = ${paymentId} order by id`,
  );

describe('the booking grant', () => {
  it('is required by every public payment call, and must cover the order asked about', async () => {
    const [order, other] = [take(pool), take(pool)];
    const methods = (grant: string | null) =>
      visitor(
        t,
        order,
        grant,
      )({ url: app('Payment/GetPaymentMethods'), query: { tenantId: order.tenantId } });
    expect((await methods(null)).status).toBe(403);
    expect((await methods('g1.forged.grant')).status).toBe(403);
    const paid = await visitor(
      t,
      order,
      grantFor(other),
    )({
      method: 'POST',
      url: app('Payment/CCPay'),
      headers: { 'Idempotency-Key': 'grant-test-0001' },
      body: {
        tenantId: order.tenantId,
        orderId: order.id,
        amount: order.due,
        payer: 'A B',
        email: 'a@b.test',
      },
    });
    expect(paid.status).toBe(403);
    expect(paid.body.error?.message).toMatch(/Open your reservation again/);
    // A payment of the order is read with its grant only; without any, the staff rule applies (401).
    const created = await payOrder(t, order, 'CCPay', 'grant-test-0002');
    const id = created.body.result!.paymentId;
    const read = (grant: string | null) =>
      visitor(t, order, grant)({ url: app('Payment/GetPaymentStatus'), query: { paymentId: id } });
    expect((await read(grantFor(order))).status).toBe(200);
    expect((await read(grantFor(other))).status).toBe(403);
    expect((await read(null)).status).toBe(401);
    expect(
      await scalar(
        t,
        sql`select count(*) n from payments where order_id = ${other.id} and idempotency_key like 'pay:%'`,
      ),
    ).toBe(0);
  });
});

describe('Payment/GetPaymentMethods', () => {
  it('offers the tenant’s providers in the order’s currency with the amount due, exactly', async () => {
    const order = take(pool);
    const res = await visitor(
      t,
      order,
    )<PaymentMethodsDto>({
      url: app('Payment/GetPaymentMethods'),
      query: { tenantId: order.tenantId },
    });
    expect(res.status).toBe(200);
    const m = res.body.result!;
    expect(m.orderId).toBe(order.id);
    expect(m.methods.map((x) => x.type)).toEqual([1, 0, 2]);
    expect(m.amountDue).toBe(Number(order.due).toFixed(m.decimals));
    expect(m.isPartialPaymentAllowed).toBe(false);
    expect(m.openPayments).toEqual([]);
  });

  it('follows the agent’s rule: part payments from its minimum', async () => {
    const order = take(rsdAgentPool);
    const m = (
      await visitor(
        t,
        order,
      )<PaymentMethodsDto>({
        url: app('Payment/GetPaymentMethods'),
        query: { tenantId: order.tenantId },
      })
    ).body.result!;
    expect(m.isPartialPaymentAllowed).toBe(true);
    expect(m.minAmount).toBe('1000.00');
    expect(m.maxAmount).toBe('1500000.00');
  });
});

describe('an order sold to be paid in parts', () => {
  it('takes parts of at least 30 % of its amount, as the reservation page says', async () => {
    const [row] = await rows<{ id: string; amount: string; due: string }>(
      t,
      sql`select o.id, o.amount::text amount, (o.amount - o.paid_amount)::text due from orders o
        where o.tenant_id = 3 and o.status = 1 and o.is_partial_payment and o.user_code is null
          and o.paid_amount = 0 and o.currency = 'RSD' order by o.id limit 1`,
    );
    if (!row) return;
    const order = { id: Number(row.id), tenantId: 3, voucherNo: '', currency: 'RSD', due: row.due };
    const m = (
      await visitor(
        t,
        order,
      )<PaymentMethodsDto>({
        url: app('Payment/GetPaymentMethods'),
        query: { tenantId: 3 },
      })
    ).body.result!;
    expect(m.isPartialPaymentAllowed).toBe(true);
    const share = Math.ceil(Number(row.amount) * 30) / 100;
    expect(Number(m.minAmount)).toBeCloseTo(share, 1);
  });
});

describe('amounts', () => {
  it('are exact: the full amount due unless part payments are allowed, never more, never more places', async () => {
    const order = take(pool);
    const bad = async (amount: string) => {
      const res = await payOrder(t, order, 'CCPay', `amount-${amount}-${order.id}`, amount);
      expect(res.status, amount).toBe(400);
      return res.body.error!.validationErrors![0]!.members;
    };
    expect(await bad('1')).toEqual(['amount']);
    expect(await bad(`${order.due}1`)).toEqual(['amount']);
    expect(await bad('0')).toEqual(['amount']);
    expect(await bad('12.345')).toEqual(['amount']);
    expect(await bad('-5')).toEqual(['amount']);
    expect(
      await scalar(
        t,
        sql`select count(*) n from payments where order_id = ${order.id} and idempotency_key like 'pay:%'`,
      ),
    ).toBe(0);
  });

  it('lets an agent’s customer pay a part, from the minimum up', async () => {
    const order = take(rsdAgentPool);
    expect((await payOrder(t, order, 'CCPay', `part-low-${order.id}`, '999.99')).status).toBe(400);
    const res = await payOrder(t, order, 'CCPay', `part-ok-${order.id}`, '1000');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result!.amount).toBe('1000.00');
  });
});

describe('idempotency', () => {
  it('20 parallel CCPay calls with one key make one payment', { timeout: 60_000 }, async () => {
    const order = take(pool);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payOrder(t, order, 'CCPay', `double-click-${order.id}`)),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const ids = new Set(answers.map((a) => a.body.result!.paymentId));
    expect(ids.size).toBe(1);
    expect(
      await scalar(
        t,
        sql`select count(*) n from payments where order_id = ${order.id} and idempotency_key like 'pay:%'`,
      ),
    ).toBe(1);
    expect(await history([...ids][0]!)).toEqual([{ from_status: null, to_status: 0 }]);
  });

  it('refuses a key reused for another amount or method, and resumes the open attempt for a new key', async () => {
    const order = take(rsdAgentPool);
    const first = (await payOrder(t, order, 'CCPay', `reuse-${order.id}`)).body.result!;
    const other = await payOrder(t, order, 'CCPay', `reuse-${order.id}`, '1000');
    expect(other.status).toBe(400);
    expect(other.body.error!.validationErrors![0]!.members).toEqual(['idempotencyKey']);
    expect((await payOrder(t, order, 'APMPay', `reuse-${order.id}`)).status).toBe(400);
    // A second tab (a new key) for the same card payment resumes it instead of charging twice.
    const again = (await payOrder(t, order, 'CCPay', `reuse-2-${order.id}`)).body.result!;
    expect(again.paymentId).toBe(first.paymentId);
    // Another method replaces the attempt nobody paid: it is cancelled, the new one is open.
    const apm = (await payOrder(t, order, 'APMPay', `reuse-3-${order.id}`)).body.result!;
    expect(apm.paymentId).not.toBe(first.paymentId);
    expect((await checkStatus(t, order, first.paymentId)).status).toBe(40);
  });
});
