import { Permissions } from '@/api/permissions';
import type { CreateTenantCurrencyDto, TenantCurrencyDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The currencies the tenant sells in: one default, the others with an exact rate to it. */
export const tenantCurrenciesResource = configResource<TenantCurrencyDto, CreateTenantCurrencyDto>({
  name: 'tenant-currencies',
  service: 'TenantCurrency',
  getTitle: (c) => c.currencyCode,
  write: Permissions.TenantCurrencies,
});

export interface TenantCurrencyFormValues extends Record<string, unknown> {
  currencyId: number;
  exchangeRate: string | null;
  isDefault: boolean;
  isActive: boolean;
}
