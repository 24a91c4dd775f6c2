import type { CurrencyDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { currenciesResource, type CurrencyFormValues } from './currenciesResource';

export function useCurrencyForm() {
  return useResourceForm<CurrencyDto, CurrencyFormValues>({
    resource: currenciesResource,
    defaults: { isActive: true },
    toValues: ({ code, name, symbol, decimalPlaces, isActive }) => ({
      code,
      name,
      symbol,
      decimalPlaces,
      isActive,
    }),
    nameOf: (values) => values.code.trim().toUpperCase(),
    // Tenants' currency lists show the catalogue's names and symbols.
    invalidates: ['tenant-currencies'],
  });
}
