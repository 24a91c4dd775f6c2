import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signBookingGrant } from '../../../server/abp/bookingGrant.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../server/mail/catcher.js';
import type { PublicPaymentDto } from '../../../src/api/schemas/checkout.js';
import { app, createSharedTestApp, type CallOptions, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';
import { rows } from '../operations/helpers.js';

export const SERBIA = 3;

/** A server whose simulator delivers its webhooks after `delay` ms, and an SMTP catcher its tenants send to. */
export async function paymentServer(
  options: { webhookDelayMs?: number; webhooks?: boolean; attemptsPerHour?: number } = {},
) {
  const catcher = await startSmtpCatcher({ port: 0 });
  const { app: t, dispose } = await createSharedTestApp({
    smtpCatcher: catcher,
    payments: {
      simulatorWebhookDelayMs: options.webhookDelayMs ?? 20,
      simulatorWebhooks: options.webhooks ?? true,
      // Generous by default: the files that pay many times one order do not test the cap.
      attemptsPerHour: options.attemptsPerHour ?? 1000,
    },
  });
  await t.database.db.execute(sql`update email_accounts set port = ${catcher.port} where host = '127.0.0.1'`);
  return {
    t,
    catcher,
    dispose: async () => {
      await dispose();
      await catcher.close();
    },
  };
}

export interface OrderPick {
  id: number;
  tenantId: number;
  voucherNo: string;
  currency: string;
  due: string;
}

/**
 * Unpaid pending orders of a tenant with no payment in progress, in a currency, sold to be paid in full (the
 * part-payment rule is the agency's then); `agent` narrows to an agent code (null: direct sales). Each test takes
 * its own (`take`).
 */
export async function pickOrders(
  t: TestApp,
  where: { tenantId?: number; currency?: string; agent?: string | null; fullOnly?: boolean } = {},
): Promise<OrderPick[]> {
  const tenantId = where.tenantId ?? SERBIA;
  const agent =
    where.agent === undefined
      ? sql`true`
      : where.agent === null
        ? sql`o.user_code is null`
        : sql`upper(o.user_code) = ${where.agent}`;
  const currency = where.currency ? sql`o.currency = ${where.currency}` : sql`true`;
  const found = await rows<{ id: string; voucher_no: string; currency: string; due: string }>(
    t,
    sql`select o.id, o.voucher_no, o.currency, (o.amount - o.paid_amount)::text due from orders o
      where o.tenant_id = ${tenantId} and o.status = 1 and o.paid_amount = 0 and ${agent} and ${currency}
        and (${where.fullOnly === false} or o.is_partial_payment = false)
        and not exists (select 1 from payments p where p.order_id = o.id and p.status in (0, 10, 50))
      order by o.id limit 100`,
  );
  // A stay that is over is payable only where the tenant allows it (issue 26): the picked stays are moved ahead.
  if (found.length)
    await t.database.db.execute(
      sql`update orders set check_in_date = current_date + 30, check_out_date = current_date + 37
        where check_out_date < current_date and id in (${sql.join(
          found.map((r) => sql`${Number(r.id)}`),
          sql`, `,
        )})`,
    );
  return found.map((r) => ({
    id: Number(r.id),
    tenantId,
    voucherNo: r.voucher_no,
    currency: r.currency,
    due: r.due,
  }));
}

export const grantFor = (order: { tenantId: number; id: number }) =>
  signBookingGrant(TEST_SECRET, { tenantId: order.tenantId, orderId: order.id }).token;

/** A call of the public flow: with the order's grant (unless `grant: null`). */
export function visitor(
  t: TestApp,
  order: { tenantId: number; id: number },
  grant: string | null = grantFor(order),
) {
  return <T>(options: CallOptions) =>
    t.call<T>({
      ...options,
      headers: { ...(grant ? { 'X-Booking-Grant': grant } : {}), ...options.headers },
    });
}

/** Pays with `type` (CCPay, APMPay, BTPay) the amount given (default: all that is due). */
export async function payOrder(
  t: TestApp,
  order: OrderPick,
  operation: 'CCPay' | 'APMPay' | 'BTPay',
  key: string,
  amount: string = order.due,
) {
  return visitor(
    t,
    order,
  )<PublicPaymentDto>({
    method: 'POST',
    url: app(`Payment/${operation}`),
    headers: { 'Idempotency-Key': key },
    body: {
      tenantId: order.tenantId,
      orderId: order.id,
      amount,
      payer: 'Ana Petrović',
      email: 'ana@example.test',
    },
  });
}

export async function checkStatus(t: TestApp, order: OrderPick, paymentId: number) {
  const res = await visitor(
    t,
    order,
  )<PublicPaymentDto>({
    method: 'POST',
    url: app('Payment/CheckPaymentStatus'),
    body: { paymentId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

/** The simulator's card endpoint, as the card form posts to it. */
export async function submitCard(
  t: TestApp,
  redirectUrl: string,
  number: string,
  extra: Record<string, string> = {},
) {
  const url = new URL(redirectUrl, 'http://localhost');
  const id = url.searchParams.get('paymentId');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${id}/card`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      token: url.searchParams.get('token'),
      number,
      expiry: '12/39',
      cvc: '123',
      ...extra,
    }),
  });
  return { status: res.statusCode, body: res.json<{ state: string; failureReason: string | null }>() };
}

export const waitFor = async (check: () => Promise<boolean>, ms = 5000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
};

export type { SmtpCatcher };
