import type { PaymentProviderDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { paymentProvidersResource, type PaymentProviderFormValues } from './paymentProvidersResource';

export function usePaymentProviderForm() {
  return useResourceForm<PaymentProviderDto, PaymentProviderFormValues>({
    resource: paymentProvidersResource,
    defaults: { adapter: 'simulator', isSandbox: true, supportedCurrencies: [], isActive: true },
    // The credentials are never part of the values: the API does not return them.
    toValues: (p) => ({
      name: p.name,
      paymentType: p.paymentType,
      adapter: p.adapter,
      isSandbox: p.isSandbox,
      supportedCurrencies: p.supportedCurrencies,
      isActive: p.isActive,
    }),
    nameOf: (values) => values.name.trim(),
  });
}
