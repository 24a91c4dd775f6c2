import { intlLocale } from '@/i18n/languages';

/**
 * Money and dates of the public pages in the visitor's language (Serbian in Latin script: `intlLocale`). Money
 * arrives as exact decimal text and is formatted from the text, never through a binary float.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  const formatter = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const places = amount.split('.')[1]?.length ?? 0;
  // Keep every decimal the server sent (ALL has none in CLDR, two in ISO 4217).
  const exact =
    places > digits
      ? new Intl.NumberFormat(intlLocale(language), {
          style: 'currency',
          currency,
          minimumFractionDigits: places,
          maximumFractionDigits: places,
        })
      : formatter;
  return exact.format(amount as `${number}`);
}

/** A calendar date (`YYYY-MM-DD`) with the weekday, as the traveller reads it. */
export function formatDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: style === 'long' ? 'short' : undefined,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
