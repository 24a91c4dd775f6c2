import type { TenantCurrencyDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { tenantCurrenciesResource, type TenantCurrencyFormValues } from './tenantCurrenciesResource';

export function useTenantCurrencyForm() {
  return useResourceForm<TenantCurrencyDto, TenantCurrencyFormValues>({
    resource: tenantCurrenciesResource,
    defaults: { isActive: true, isDefault: false },
    toValues: ({ currencyId, exchangeRate, isDefault, isActive }) => ({
      currencyId,
      exchangeRate,
      isDefault,
      isActive,
    }),
    nameOf: (_values, record) => record?.currencyCode ?? '',
    // Bank accounts, providers and agencies pick from the tenant's currencies.
    invalidates: ['bank-accounts', 'payment-providers', 'payment-available-agencies'],
  });
}
