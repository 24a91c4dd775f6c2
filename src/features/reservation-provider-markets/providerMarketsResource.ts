import { Permissions } from '@/api/permissions';
import type { CreateReservationProviderMarketDto, ReservationProviderMarketDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** Which of the tenant's reservation providers serves which of its markets. */
export const providerMarketsResource = configResource<
  ReservationProviderMarketDto,
  CreateReservationProviderMarketDto
>({
  name: 'reservation-provider-markets',
  service: 'ReservationProviderMarket',
  getTitle: (l) => `${l.reservationProviderName} → ${l.marketName}`,
  write: Permissions.ReservationProviderMarkets,
});

export interface ProviderMarketFormValues extends Record<string, unknown> {
  reservationProviderId: number;
  marketId: number;
  isActive: boolean;
}
