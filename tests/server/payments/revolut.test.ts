import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../../server/abp/secrets.js';
import { paymentProviders } from '../../../server/db/schema.js';
import { parseRevolutCredentials, REVOLUT_API_VERSION } from '../../../server/payments/revolut.js';
import { signPayload } from '../../../server/payments/signature.js';
import { app, createSharedTestApp, type TestApp } from '../helpers.js';
import { scalar } from '../operations/helpers.js';
import { TEST_SECRET } from '../secret.js';
import type { PublicPaymentDto } from '../../../src/api/schemas/checkout.js';
import { checkStatus, payOrder, pickOrders, visitor, type OrderPick } from './helpers.js';

/** A local stand-in for Revolut's Merchant API: orders kept in memory, every request recorded. */
interface StubOrder {
  id: string;
  state: string;
  amount: number;
  currency: string;
  payments: { state: string; decline_reason?: string }[];
}
const orders = new Map<string, StubOrder>();
const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let down = false;
let stub: Server;
let base: string;

const WEBHOOK_SECRET = 'wsk_test_signing_secret';
let t: TestApp;
let dispose: () => Promise<void>;
let providerId: number;
let pool: OrderPick[];

beforeAll(async () => {
  stub = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (down) return send(503, { message: 'unavailable' });
      if (req.headers.authorization !== 'Bearer sk_test_secret')
        return send(401, { message: 'unauthorized' });
      if (!req.headers['revolut-api-version']) return send(400, { message: 'version header required' });
      const match = /^\/api\/orders(?:\/([^/]+))?(\/cancel)?$/.exec(req.url ?? '');
      if (req.method === 'POST' && match && !match[1]) {
        const id = `ord_${orders.size + 1}`;
        const order = {
          id,
          state: 'pending',
          amount: body!.amount as number,
          currency: body!.currency as string,
          payments: [],
        };
        orders.set(id, order);
        return send(201, {
          ...order,
          token: `tok_${id}`,
          checkout_url: `https://checkout.revolut.test/${id}`,
        });
      }
      const order = match?.[1] ? orders.get(match[1]) : undefined;
      if (!order) return send(404, { message: 'not found' });
      if (req.method === 'POST' && match?.[2]) {
        order.state = 'cancelled';
        return send(200, order);
      }
      return send(200, order);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  ({ app: t, dispose } = await createSharedTestApp({
    payments: { revolutBaseUrl: base, simulatorWebhooks: false },
  }));
  const [row] = await t.database.db
    .insert(paymentProviders)
    .values({
      tenantId: 3,
      name: 'Revolut test',
      paymentType: 1,
      adapter: 'revolut',
      isSandbox: true,
      supportedCurrencies: ['EUR'],
      credentialsSealed: sealSecret(TEST_SECRET, `sk_test_secret ${WEBHOOK_SECRET}`),
      credentialsHint: 'sk_…cret',
    })
    .returning();
  providerId = row!.id;
  // Orders sold in parts may be paid in full too: the direct sales in euros are few.
  pool = (await pickOrders(t, { agent: null, currency: 'EUR', fullOnly: false })).slice(0, 10);
}, 60_000);
afterAll(async () => {
  await dispose();
  await new Promise((resolve) => stub.close(resolve));
});

const webhook = (body: string, options: { secret?: string; timestamp?: number } = {}) => {
  const timestamp = String(options.timestamp ?? Date.now());
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${providerId}`,
    headers: {
      'content-type': 'application/json',
      'revolut-request-timestamp': timestamp,
      'revolut-signature': signPayload(options.secret ?? WEBHOOK_SECRET, timestamp, body),
    },
    payload: body,
  });
};

describe('the Revolut adapter', () => {
  it('reads credentials as JSON or as the two keys', () => {
    expect(parseRevolutCredentials('sk_a wsk_b')).toEqual({ secretKey: 'sk_a', webhookSecret: 'wsk_b' });
    expect(parseRevolutCredentials('{"secretKey":"sk_a"}')).toEqual({
      secretKey: 'sk_a',
      webhookSecret: null,
    });
    expect(parseRevolutCredentials('  ')).toBeNull();
  });

  it('creates the order in minor units with the version header and sends the payer to checkout_url', async () => {
    const order = pool.shift()!;
    const res = await payOrder(t, order, 'CCPay', `revolut-create-${order.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = requests.findLast((r) => r.method === 'POST' && r.url === '/api/orders')!;
    expect(created.headers['revolut-api-version']).toBe(REVOLUT_API_VERSION);
    expect(created.body).toMatchObject({
      amount: Math.round(Number(order.due) * 100),
      currency: 'EUR',
      redirect_url: expect.stringMatching(new RegExp(`/result/${res.body.result!.paymentId}$`)),
    });
    expect(res.body.result!.redirectUrl).toMatch(/^https:\/\/checkout\.revolut\.test\/ord_\d+$/);
  });

  it('treats a webhook as a trigger: success only once Revolut’s order says completed', async () => {
    const order = pool.shift()!;
    const paid = (await payOrder(t, order, 'CCPay', `revolut-hook-${order.id}`)).body.result!;
    const orderId = paid.redirectUrl!.split('/').pop()!;
    const body = JSON.stringify({ event: 'ORDER_COMPLETED', order_id: orderId });
    // A forged or stale signature is refused and changes nothing.
    expect((await webhook(body, { secret: 'wsk_wrong' })).statusCode).toBe(401);
    expect((await webhook(body, { timestamp: Date.now() - 6 * 60_000 })).statusCode).toBe(401);
    // A genuine webhook whose order Revolut still reports pending changes nothing either.
    const early = await webhook(body);
    expect(early.statusCode).toBe(200);
    expect((await checkStatus(t, order, paid.paymentId)).status).toBe(0);
    // A declined attempt keeps the order payable (Revolut returns it to pending): still open, with the reason.
    orders.get(orderId)!.payments.push({ state: 'declined', decline_reason: 'insufficient_funds' });
    await webhook(JSON.stringify({ event: 'ORDER_PAYMENT_DECLINED', order_id: orderId }));
    expect(await checkStatus(t, order, paid.paymentId)).toMatchObject({
      status: 0,
      failureReason: 'insufficient_funds',
    });
    orders.get(orderId)!.state = 'completed';
    expect((await webhook(body)).json()).toMatchObject({ paymentStatus: 20 });
    expect((await webhook(body)).statusCode).toBe(200);
    expect(
      await scalar(
        t,
        sql`select count(*) n from payment_status_history where payment_id = ${paid.paymentId}`,
      ),
    ).toBe(2);
  });

  it('lets the payer see a decline and retry at the same checkout until a card goes through', async () => {
    const order = pool.shift()!;
    const paid = (await payOrder(t, order, 'CCPay', `revolut-retry-${order.id}`)).body.result!;
    const checkout = paid.redirectUrl!;
    const orderId = checkout.split('/').pop()!;
    orders.get(orderId)!.payments.push({ state: 'declined', decline_reason: 'do_not_honour' });
    // What the result page reads on the payer's return: still open, why it was declined, where to retry.
    const declined = await checkStatus(t, order, paid.paymentId);
    expect(declined).toMatchObject({ status: 0, failureReason: 'do_not_honour', redirectUrl: checkout });
    const read = await visitor(
      t,
      order,
    )<PublicPaymentDto>({ url: app('Payment/GetPaymentStatus'), query: { paymentId: paid.paymentId } });
    expect(read.body.result).toMatchObject({ status: 0, failureReason: 'do_not_honour' });
    // "Pay" again on /payment resumes the same attempt (no second Revolut order, nothing charged twice).
    const before = requests.filter((r) => r.method === 'POST' && r.url === '/api/orders').length;
    const again = await payOrder(t, order, 'CCPay', `revolut-retry-2-${order.id}`);
    expect(again.body.result).toMatchObject({ paymentId: paid.paymentId, redirectUrl: checkout });
    expect(requests.filter((r) => r.method === 'POST' && r.url === '/api/orders')).toHaveLength(before);
    // A second card at the same checkout is being authorised: the old reason no longer applies.
    orders.get(orderId)!.state = 'processing';
    orders.get(orderId)!.payments.push({ state: 'authorisation_started' });
    expect(await checkStatus(t, order, paid.paymentId)).toMatchObject({ status: 10, failureReason: null });
    orders.get(orderId)!.state = 'completed';
    orders.get(orderId)!.payments.at(-1)!.state = 'captured';
    expect(await checkStatus(t, order, paid.paymentId)).toMatchObject({
      status: 20,
      failureReason: null,
      redirectUrl: null,
    });
  });

  it('keeps nothing and says so when Revolut does not answer', async () => {
    const order = pool.shift()!;
    down = true;
    try {
      const res = await payOrder(t, order, 'CCPay', `revolut-down-${order.id}`);
      expect(res.status).toBe(502);
      expect(res.body.error!.message).toMatch(/not responding/);
      expect(res.body.error!.details).toMatch(/Nothing was charged/);
    } finally {
      down = false;
    }
    expect(
      await scalar(
        t,
        sql`select count(*) n from payments where order_id = ${order.id} and idempotency_key like 'pay:%'`,
      ),
    ).toBe(0);
  });
});
