import { eq } from 'drizzle-orm';
import type { AppDeps } from '../abp/deps.js';
import { openSecret } from '../abp/secrets.js';
import type { Db } from '../db/client.js';
import { paymentProviders } from '../db/schema.js';
import { parseRevolutCredentials, revolutAdapter } from './revolut.js';
import { paymentRuntime } from './runtime.js';
import { simulatorAdapter } from './simulator.js';
import { ProviderUnavailableError, type PaymentProviderAdapter } from './types.js';

export type ProviderRow = typeof paymentProviders.$inferSelect;

/** The adapter that talks to this payment provider (its `adapter` column, its sealed credentials). */
export function adapterFor(db: Db, deps: AppDeps, provider: ProviderRow): PaymentProviderAdapter {
  if (provider.adapter === 'revolut') {
    let text: string | null = null;
    try {
      text = provider.credentialsSealed ? openSecret(deps.secret, provider.credentialsSealed) : null;
    } catch {
      text = null;
    }
    const credentials = parseRevolutCredentials(text);
    if (!credentials) throw new ProviderUnavailableError(provider.name, 'no usable credentials');
    return revolutAdapter({
      credentials,
      isSandbox: provider.isSandbox,
      baseUrl: paymentRuntime(deps).settings.revolutBaseUrl,
    });
  }
  return simulatorAdapter({ db, serverSecret: deps.secret, providerId: provider.id });
}

export async function providerById(db: Db, id: number): Promise<ProviderRow | null> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id));
  return row ?? null;
}

/**
 * Cancels a payment's order at its provider, best effort: a provider that cannot be asked (unreachable, its
 * credentials gone) never blocks what the caller is doing — the payment is cancelled here all the same, and a late
 * charge is noted when the provider reports it (sync.ts, noteLateCharge).
 */
export async function cancelAtProvider(
  db: Db,
  deps: AppDeps,
  payment: { paymentProviderId: number | null; providerReference: string | null },
): Promise<void> {
  const { paymentProviderId, providerReference } = payment;
  if (!paymentProviderId || !providerReference) return;
  const provider = await providerById(db, paymentProviderId);
  if (!provider) return;
  await Promise.resolve()
    .then(() => adapterFor(db, deps, provider).cancel(providerReference))
    .catch(() => undefined);
}
