import { useTranslation } from 'react-i18next';
import { formatDateTime, parseServerDate } from './format';

/** A date and time in the UI language, machine-readable in a <time> element. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const date = parseServerDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, i18n.language)}
    </time>
  );
}
