import { Permissions } from '@/api/permissions';
import type { PaymentAdapter } from '@/api/schemas/paymentProvider';
import type { CreatePaymentProviderDto, PaymentProviderDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The tenant's payment providers; credentials are write-only (the API answers a masked hint). */
export const paymentProvidersResource = configResource<PaymentProviderDto, CreatePaymentProviderDto>({
  name: 'payment-providers',
  service: 'PaymentProvider',
  getTitle: (p) => p.name,
  write: Permissions.PaymentProviders,
});

export interface PaymentProviderFormValues extends Record<string, unknown> {
  name: string;
  paymentType: number;
  adapter: PaymentAdapter;
  isSandbox: boolean;
  supportedCurrencies: string[];
  /** Typed only to set or replace them; empty keeps the stored ones. Never filled in from the record. */
  credentials?: string;
  clearCredentials?: boolean;
  isActive: boolean;
}
