import type { ReservationProviderMarketDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { providerMarketsResource, type ProviderMarketFormValues } from './providerMarketsResource';

export function useProviderMarketForm() {
  return useResourceForm<ReservationProviderMarketDto, ProviderMarketFormValues>({
    resource: providerMarketsResource,
    defaults: { isActive: true },
    toValues: ({ reservationProviderId, marketId, isActive }) => ({
      reservationProviderId,
      marketId,
      isActive,
    }),
  });
}
