import { Permissions } from '@/api/permissions';
import type { CreateCurrencyDto, CurrencyDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The host's currency catalogue: every holder of Pages.Currencies reads it, the host (Pages.Tenants) writes. */
export const currenciesResource = configResource<CurrencyDto, CreateCurrencyDto>({
  name: 'currencies',
  service: 'Currency',
  getTitle: (c) => c.code,
  write: Permissions.Tenants,
});

export interface CurrencyFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  symbol: string | null;
  decimalPlaces: number | null;
  isActive: boolean;
}
