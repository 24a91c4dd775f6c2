import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardDigits, cardNumberProblem, cvcProblem, expiryProblem } from '../../src/api/schemas/card.js';
import type { AppDeps } from '../abp/deps.js';
import { AbpValidationError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';
import { orders, paymentAttempts, payments } from '../db/schema.js';
import { moneyOf, currencyDecimals } from '../services/operationsRules.js';
import { paymentRuntime } from './runtime.js';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.js';
import { cardOutcome, checkSimulatorToken, simulatorWebhookSecret } from './simulator.js';
import { apmPage } from './simulatorPage.js';
import type { ProviderState } from './types.js';
import { WEBHOOK_PATH } from './webhooks.js';

export const SIMULATOR_PATH = '/api/payments/simulator';

const eventFor: Partial<Record<ProviderState, string>> = {
  completed: 'ORDER_COMPLETED',
  declined: 'ORDER_PAYMENT_DECLINED',
  failed: 'ORDER_PAYMENT_FAILED',
  cancelled: 'ORDER_CANCELLED',
  challenge: 'ORDER_PAYMENT_AUTHENTICATION_CHALLENGE',
};

/** The simulator's order of a payment, when the token is the order's and the payment is the simulator's. */
async function orderOf(deps: AppDeps, paymentId: number, token: unknown) {
  if (!Number.isSafeInteger(paymentId) || !checkSimulatorToken(deps.secret, paymentId, token)) return null;
  const [row] = await deps.db
    .select({ payment: payments, attempt: paymentAttempts, voucherNo: orders.voucherNo })
    .from(payments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, payments.id))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row && row.attempt.adapter === 'simulator' ? row : null;
}

/** Records the provider's new state and, a moment later, tells the server with a signed webhook. */
async function decide(
  deps: AppDeps,
  paymentId: number,
  state: ProviderState,
  failureReason: string | null,
  last4?: string,
) {
  await deps.db
    .update(paymentAttempts)
    .set({ state, failureReason, ...(last4 ? { cardLast4: last4 } : {}), lastModificationTime: new Date() })
    .where(eq(paymentAttempts.paymentId, paymentId));
  const runtime = paymentRuntime(deps);
  if (!runtime.settings.simulatorWebhooks) return;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.paymentProviderId || !payment.providerReference) return;
  const providerId = payment.paymentProviderId;
  const body = JSON.stringify({
    event: eventFor[state] ?? 'ORDER_UPDATED',
    order_id: payment.providerReference,
    merchant_order_ext_ref: String(paymentId),
  });
  runtime.later(runtime.settings.simulatorWebhookDelayMs, async () => {
    const timestamp = String(Date.now());
    await runtime.app?.inject({
      method: 'POST',
      url: `${WEBHOOK_PATH}/${providerId}`,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(simulatorWebhookSecret(deps.secret, providerId), timestamp, body),
        [TIMESTAMP_HEADER]: timestamp,
      },
      payload: body,
    });
  });
}

const fail = (field: string, key: MessageKey) =>
  new AbpValidationError([{ text: { key }, members: [field] }]);

const parseBody = (raw: unknown): Record<string, string> => {
  if (typeof raw !== 'string' || !raw) return {};
  try {
    return raw.trim().startsWith('{')
      ? (JSON.parse(raw) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return {};
  }
};

const state = (reply: FastifyReply, s: string, failureReason: string | null) =>
  reply.send({ state: s, failureReason });

/**
 * The simulator's provider side: the card form posts the card (`/card`), the 3-D Secure step posts the payer's
 * answer (`/challenge`), and the hosted page of alternative payments (`/apm`) is shown and answered. Each needs the
 * order's token from the checkout address. A 404 for anything else.
 */
export function registerSimulatorRoutes(scope: FastifyInstance, deps: AppDeps) {
  scope.post<{ Params: { id: string } }>(`${SIMULATOR_PATH}/:id/card`, async (request, reply) => {
    const body = parseBody(request.body);
    const row = await orderOf(deps, Number(request.params.id), body.token);
    if (!row) return reply.status(404).send({ state: 'unknown' });
    if (row.attempt.state !== 'pending') return state(reply, row.attempt.state, row.attempt.failureReason);
    const number = String(body.number ?? '');
    const digits = cardDigits(number);
    if (cardNumberProblem(number)) throw fail('number', 'CardNumberInvalid');
    if (expiryProblem(String(body.expiry ?? ''))) throw fail('expiry', 'CardExpiryInvalid');
    if (cvcProblem(String(body.cvc ?? ''), digits)) throw fail('cvc', 'CardCvcInvalid');
    const outcome = cardOutcome(digits);
    await decide(deps, row.payment.id, outcome.state, outcome.failureReason, digits.slice(-4));
    return state(reply, outcome.state, outcome.failureReason);
  });

  scope.post<{ Params: { id: string } }>(`${SIMULATOR_PATH}/:id/challenge`, async (request, reply) => {
    const body = parseBody(request.body);
    const row = await orderOf(deps, Number(request.params.id), body.token);
    if (!row) return reply.status(404).send({ state: 'unknown' });
    if (row.attempt.state !== 'challenge') return state(reply, row.attempt.state, row.attempt.failureReason);
    const approved = String(body.approve) === 'true';
    const next: ProviderState = approved ? 'completed' : 'declined';
    const reason = approved ? null : '3ds_challenge_failed';
    await decide(deps, row.payment.id, next, reason);
    return state(reply, next, reason);
  });

  scope.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    `${SIMULATOR_PATH}/apm/:id`,
    async (request, reply) => {
      const row = await orderOf(deps, Number(request.params.id), request.query.token);
      if (!row) return reply.status(404).type('text/plain').send('Not found');
      if (row.attempt.state !== 'pending') return reply.redirect(`/result/${row.payment.id}`, 303);
      const decimals = (await currencyDecimals(deps.db, [row.payment.currency]))(row.payment.currency);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          apmPage({
            language: row.attempt.language,
            paymentId: row.payment.id,
            token: String(request.query.token),
            amount: moneyOf(row.payment.amount, decimals),
            currency: row.payment.currency,
            voucherNo: row.voucherNo,
          }),
        );
    },
  );

  scope.post<{ Params: { id: string } }>(`${SIMULATOR_PATH}/apm/:id`, async (request, reply) => {
    const body = parseBody(request.body);
    const row = await orderOf(deps, Number(request.params.id), body.token);
    if (!row) return reply.status(404).type('text/plain').send('Not found');
    if (row.attempt.state === 'pending') {
      const approved = body.decision === 'approve';
      await decide(
        deps,
        row.payment.id,
        approved ? 'completed' : 'declined',
        approved ? null : 'cancelled_by_payer',
      );
    }
    return reply.redirect(`/result/${row.payment.id}`, 303);
  });
}
