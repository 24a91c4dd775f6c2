import type { ReservationProviderDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import {
  reservationProvidersResource,
  type ReservationProviderFormValues,
} from './reservationProvidersResource';

export function useReservationProviderForm() {
  return useResourceForm<ReservationProviderDto, ReservationProviderFormValues>({
    resource: reservationProvidersResource,
    defaults: { isActive: true, kind: 'tourvisio' },
    // Credentials are never read back: the box starts empty, which keeps the stored ones.
    toValues: ({ code, name, kind, endpoint, userName, isActive }) => ({
      code,
      name,
      kind,
      endpoint,
      userName,
      isActive,
    }),
    nameOf: (values) => values.code.trim(),
    invalidates: ['reservation-provider-markets'],
  });
}
