import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../abp/deps.js';
import { describeError } from '../abp/errorLog.js';

/** The payment flow's settings (BuildAppOptions.payments). */
export interface PaymentSettings {
  /** How long after a payer's action the simulator sends its webhook (ms); default 1500. */
  simulatorWebhookDelayMs?: number;
  /** Sends no simulator webhooks at all (tests that drive the webhook route themselves). */
  simulatorWebhooks?: boolean;
  /** Revolut's API host for every Revolut provider (a local stub in tests); default by the provider's sandbox flag. */
  revolutBaseUrl?: string;
  /** Production: the pages give no test-card hints. */
  production?: boolean;
  /** PAYMENT_ATTEMPTS_PER_HOUR: attempts the payer may start on one order per hour (0: no cap); default 10. */
  attemptsPerHour?: number;
}

/**
 * Per-server state of the payment flow: its settings, the server itself (the simulator delivers its webhooks
 * to it), and the background work it started (delayed webhooks, e-mails), awaited or cancelled when the server
 * closes so nothing runs against a closed database.
 */
export interface PaymentRuntime {
  settings: Required<Omit<PaymentSettings, 'revolutBaseUrl'>> & { revolutBaseUrl?: string };
  app: FastifyInstance | null;
  /** Runs `work` after `ms` unless the server closes first. */
  later(ms: number, work: () => Promise<unknown>): void;
  /** Runs `work` now without making the caller wait; failures are logged. */
  background(work: () => Promise<unknown>): void;
  close(): Promise<void>;
}

const runtimes = new WeakMap<AppDeps, PaymentRuntime>();

export function createPaymentRuntime(settings: PaymentSettings = {}): PaymentRuntime {
  const timers = new Set<NodeJS.Timeout>();
  const tasks = new Set<Promise<unknown>>();
  let closed = false;
  const runtime: PaymentRuntime = {
    settings: {
      simulatorWebhookDelayMs: settings.simulatorWebhookDelayMs ?? 1500,
      simulatorWebhooks: settings.simulatorWebhooks ?? true,
      production: settings.production ?? false,
      attemptsPerHour: settings.attemptsPerHour ?? 10,
      revolutBaseUrl: settings.revolutBaseUrl,
    },
    app: null,
    later(ms, work) {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        runtime.background(work);
      }, ms);
      timers.add(timer);
    },
    background(work) {
      if (closed) return;
      const task = work()
        .catch((error: unknown) =>
          runtime.app?.log.error({ err: describeError(error) }, 'payment background task failed'),
        )
        .finally(() => tasks.delete(task));
      tasks.add(task);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...tasks]);
    },
  };
  return runtime;
}

export function attachPaymentRuntime(deps: AppDeps, runtime: PaymentRuntime) {
  runtimes.set(deps, runtime);
}

const fallback = createPaymentRuntime();

/** The server's payment runtime (a default one where the routes were not registered, e.g. unit tests). */
export const paymentRuntime = (deps: AppDeps): PaymentRuntime => runtimes.get(deps) ?? fallback;
