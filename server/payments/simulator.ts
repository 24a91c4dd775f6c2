import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentAttempts, payments } from '../db/schema.js';
import { parseWebhookBody, verifySignature } from './signature.js';
import type { PaymentProviderAdapter, ProviderState } from './types.js';

/**
 * The built-in payment simulator (the default adapter, and the demo tenants' providers). It plays the provider:
 * its record of each order is the `state` of the payment's `payment_attempts` row, changed only by the payer's
 * actions on its pages (server/payments/simulatorRoutes.ts), and it tells the server about each change with a
 * webhook signed like Revolut's, a short while later. Deterministic test cards:
 *
 * | Card                | Outcome                                                            |
 * | ------------------- | ------------------------------------------------------------------ |
 * | 4242 4242 4242 4242 | approved                                                           |
 * | 4000 0000 0000 0002 | declined, `do_not_honour`                                          |
 * | 4000 0000 0000 9995 | declined, `insufficient_funds`                                     |
 * | 4000 0000 0000 3220 | 3-D Secure challenge (status 50), then approved or `3ds_challenge_failed` |
 * | any other valid card | approved                                                          |
 *
 * Any future expiry and any 3-digit CVC (4 for American Express).
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

/** What the simulator decides for a card number (digits only). */
export function cardOutcome(pan: string): { state: ProviderState; failureReason: string | null } {
  if (pan === TEST_CARDS.declined) return { state: 'declined', failureReason: 'do_not_honour' };
  if (pan === TEST_CARDS.insufficientFunds) return { state: 'declined', failureReason: 'insufficient_funds' };
  if (pan === TEST_CARDS.threeDSecure) return { state: 'challenge', failureReason: null };
  return { state: 'completed', failureReason: null };
}

/** The secret the simulator signs its webhooks to one provider with (derived from the server secret). */
export const simulatorWebhookSecret = (serverSecret: string, providerId: number) =>
  createHmac('sha256', serverSecret).update(`payment-simulator/webhooks/${providerId}`).digest('hex');

/**
 * The order token of the simulator's pages (like Revolut's public order token): it lets whoever holds the
 * checkout address act on that one order, and nothing else.
 */
export const simulatorOrderToken = (serverSecret: string, paymentId: number) =>
  createHmac('sha256', serverSecret)
    .update(`payment-simulator/order/${paymentId}`)
    .digest('base64url')
    .slice(0, 32);

export function checkSimulatorToken(serverSecret: string, paymentId: number, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(simulatorOrderToken(serverSecret, paymentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function simulatorAdapter(options: { db: Db; serverSecret: string; providerId: number }) {
  const adapter: PaymentProviderAdapter = {
    name: 'simulator',
    async createPayment(request) {
      const token = simulatorOrderToken(options.serverSecret, request.paymentId);
      const query = `paymentId=${request.paymentId}&token=${token}`;
      return {
        providerOrderId: `sim_${request.paymentId}_${randomBytes(6).toString('hex')}`,
        state: 'pending',
        redirectUrl:
          request.type === 1
            ? `/revolut-payment-form?${query}`
            : `/api/payments/simulator/apm/${request.paymentId}?token=${token}`,
      };
    },
    async retrieve(providerOrderId) {
      const [row] = await options.db
        .select({ state: paymentAttempts.state, failureReason: paymentAttempts.failureReason })
        .from(paymentAttempts)
        .innerJoin(payments, eq(payments.id, paymentAttempts.paymentId))
        .where(
          and(
            eq(payments.providerReference, providerOrderId),
            eq(payments.paymentProviderId, options.providerId),
          ),
        );
      if (!row) throw new Error(`simulator: no order ${providerOrderId}`);
      return { id: providerOrderId, state: row.state as ProviderState, failureReason: row.failureReason };
    },
    async cancel(providerOrderId) {
      const [payment] = await options.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerReference, providerOrderId));
      if (payment)
        await options.db
          .update(paymentAttempts)
          .set({ state: 'cancelled', lastModificationTime: new Date() })
          .where(eq(paymentAttempts.paymentId, payment.id));
    },
    verifyWebhook(headers, rawBody, now) {
      const secret = simulatorWebhookSecret(options.serverSecret, options.providerId);
      return verifySignature(secret, headers, rawBody, now) ? parseWebhookBody(rawBody) : null;
    },
  };
  return adapter;
}
