import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PaymentStatus } from '../../src/api/schemas/payment.js';
import type { AppDeps } from '../abp/deps.js';
import { payments } from '../db/schema.js';
import { adapterFor, providerById } from './registry.js';
import { noteLateCharge, syncPayment, systemContext } from './sync.js';
import { ProviderUnavailableError } from './types.js';

export const WEBHOOK_PATH = '/api/payments/webhooks';

/**
 * POST /api/payments/webhooks/:providerId — where a provider (Revolut, the simulator) tells the server an order
 * changed. Outside the ABP prefix (the provider speaks its own protocol). The raw body's signature is checked
 * first (401 when it fails); then the webhook only *triggers* a status check: the payment moves only as the
 * provider's own answer to `retrieve` says, through the transition table. 503 when the provider cannot be asked
 * (it retries the delivery); 200 otherwise, also for an order this server does not know.
 */
export function registerWebhookRoute(scope: FastifyInstance, deps: AppDeps) {
  scope.post<{ Params: { providerId: string } }>(`${WEBHOOK_PATH}/:providerId`, async (request, reply) => {
    const providerId = Number(request.params.providerId);
    const provider = Number.isSafeInteger(providerId) ? await providerById(deps.db, providerId) : null;
    if (!provider) return reply.status(404).send({ status: 'unknown provider' });
    const raw = typeof request.body === 'string' ? request.body : '';
    let event;
    try {
      event = adapterFor(deps.db, deps, provider).verifyWebhook(request.headers, raw);
    } catch {
      event = null;
    }
    if (!event) return reply.status(401).send({ status: 'invalid signature' });
    const [payment] = await deps.db
      .select({ id: payments.id, tenantId: payments.tenantId })
      .from(payments)
      .where(and(eq(payments.providerReference, event.orderId), eq(payments.paymentProviderId, provider.id)));
    if (!payment) return reply.status(200).send({ status: 'ignored' });
    try {
      const ctx = systemContext(deps, { request, reply });
      const after = await syncPayment(ctx, payment.id, `Webhook ${event.event}`);
      // A cancelled payment the provider charged anyway is noted for a refund.
      if (after.status === PaymentStatus.Canceled) await noteLateCharge(ctx, payment.id);
      return reply.status(200).send({ status: 'checked', paymentStatus: after.status });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        return reply.status(503).send({ status: 'provider unavailable' });
      throw error;
    }
  });
}
