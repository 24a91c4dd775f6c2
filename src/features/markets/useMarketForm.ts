import type { MarketDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { marketsResource, type MarketFormValues } from './marketsResource';

export function useMarketForm() {
  return useResourceForm<MarketDto, MarketFormValues>({
    resource: marketsResource,
    defaults: { isActive: true },
    toValues: ({ code, name, countryCode, isActive }) => ({ code, name, countryCode, isActive }),
    nameOf: (values) => values.code.trim(),
    // The provider-market screen picks markets and shows their names.
    invalidates: ['reservation-provider-markets'],
  });
}
