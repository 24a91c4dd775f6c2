import { intlLocale } from '@/i18n/languages';

export { formatMoney } from '@/components/display/format';

/** A day of the stay (`2026-12-03`) with its weekday, in the language: "Thu, 3 Dec" / "Do., 3. Dez.". */
export function formatServiceDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
