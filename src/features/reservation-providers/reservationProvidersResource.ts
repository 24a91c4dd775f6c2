import { Permissions } from '@/api/permissions';
import type { ReservationProviderKind } from '@/api/schemas/reservationProvider';
import type { CreateReservationProviderDto, ReservationProviderDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The systems the tenant books through; their credentials are write-only. */
export const reservationProvidersResource = configResource<
  ReservationProviderDto,
  CreateReservationProviderDto
>({
  name: 'reservation-providers',
  service: 'ReservationProvider',
  getTitle: (p) => p.code,
  write: Permissions.ReservationProviders,
});

export interface ReservationProviderFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  kind: ReservationProviderKind;
  endpoint: string | null;
  userName: string | null;
  credentials?: string;
  clearCredentials?: boolean;
  isActive: boolean;
}
