import { useTranslation } from 'react-i18next';
import { ReservationProviderKinds, type ReservationProviderKind } from '@/api/schemas/reservationProvider';

/** The provider kinds with their names in the interface language. */
export function useProviderKinds() {
  const { t } = useTranslation('config');
  const label = (kind: string) =>
    (ReservationProviderKinds as readonly string[]).includes(kind)
      ? t(`reservationProviders.kinds.${kind as ReservationProviderKind}`)
      : kind;
  return {
    label,
    options: ReservationProviderKinds.map((kind) => ({ value: kind, label: label(kind) })),
  };
}
