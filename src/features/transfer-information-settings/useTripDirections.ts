import { useTranslation } from 'react-i18next';
import { tripDirections, type TripDirection } from '@/api/schemas/transferInformationSetting';

const keys: Record<TripDirection, string> = { 1: 'forward', 2: 'backward', 3: 'roundTrip' };

/** The trip directions (1 forward, 2 backward, 3 round trip) with their names in the interface language. */
export function useTripDirections() {
  const { t } = useTranslation('config');
  const label = (direction: number) =>
    direction in keys
      ? t(`transferInformationSettings.directions.${keys[direction as TripDirection]}`)
      : String(direction);
  return {
    label,
    options: tripDirections.map((value) => ({ value, label: label(value) })),
  };
}
