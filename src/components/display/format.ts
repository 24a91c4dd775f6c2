import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { fixDateLocales } from '@/i18n/dateLocales';
import { dateFormatOf, dateTimeFormatOf, languageOf } from '@/i18n/languages';
import { currentDateLanguage } from '@/i18n/locales';

dayjs.extend(localizedFormat);
fixDateLocales(dayjs);

/**
 * Dates as the server sends them: ISO strings, with or without an offset (ABP's unspecified clock omits it).
 * Every date the UI shows or exports is in the language's one format (`dateFormat`/`timeFormat` in
 * i18n/languages.ts, also given to the date pickers), with dayjs in the language's date locale, not Intl, whose
 * data some browsers lack for mk/sq/bs.
 *
 * The six dayjs locales are not imported here (4.7 KB gzip of every list's load): the language's own one is
 * loaded with its translations (i18n/locales.ts), and the formats are numbers only, which need no locale data.
 * A format with month or weekday names would need its locale loaded before it is used.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in the language's format: `22.11.2026 14:43` in Bosnian, `11/22/2026 2:43 PM` in English. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = parseServerDate(value);
  if (!date) return '';
  return dayjs(date).locale(languageOf(language).dayjs).format(dateTimeFormatOf(language));
}

/** The date alone in the language's format: `22. 11. 2026.` in Serbian. */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  const date = value instanceof Date ? value : parseServerDate(value);
  if (!date) return '';
  return dayjs(date).locale(languageOf(language).dayjs).format(dateFormatOf(language));
}

/** A date and time for a CSV export: the same format as the table, in the interface language by default. */
export function exportDateTime(
  value: string | null | undefined,
  language: string = currentDateLanguage(),
): string {
  return formatDateTime(value, language);
}

/**
 * Money as the operations DTOs send it (an exact decimal string with the currency's decimal places, "1250.50")
 * in the language's number format and with its currency: `€1,250.50` in English, `1.250,50 RSD` in Serbian,
 * `151 722,90 RSD` in Albanian. The conventions are CLDR's, from a table rather than `Intl` (whose data some
 * browsers lack for mk, sq and bs: i18n/money.ts); the decimals shown are the ones the server sent.
 */
export { formatMoney } from '@/i18n/money';

/** A calendar date without a time (`2026-07-01`, a check-in day) in the language's format, the same day everywhere. */
export function formatDay(day: string | null | undefined, language: string): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return day ?? '';
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), language);
}
