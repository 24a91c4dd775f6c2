import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../abp/deps.js';
import { attachPaymentRuntime, createPaymentRuntime, type PaymentSettings } from './runtime.js';
import { registerSimulatorRoutes } from './simulatorRoutes.js';
import { registerWebhookRoute } from './webhooks.js';

/**
 * The payment flow's routes outside the ABP prefix: provider webhooks and the simulator's provider side. They
 * read their bodies raw (a webhook's signature covers the exact bytes; the hosted page posts a form).
 */
export async function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps, settings?: PaymentSettings) {
  const runtime = createPaymentRuntime(settings);
  runtime.app = app;
  attachPaymentRuntime(deps, runtime);
  app.addHook('onClose', () => runtime.close());
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    registerWebhookRoute(scope, deps);
    registerSimulatorRoutes(scope, deps);
  });
}
