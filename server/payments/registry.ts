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
