/**
 * The interface languages. `code` names the translation folder and i18next language; `htmlLang` is the BCP 47
 * tag for `<html lang>` and every `Intl` API (Serbian is written in Latin script, and plain `sr` means Cyrillic
 * to CLDR); `dayjs` is the date locale (Bosnian dates use the Croatian locale, as the product spec says).
 *
 * `dateFormat` and `timeFormat` (dayjs tokens) are THE date and time formats of the language: tables, date
 * pickers and exports all use them (they are the date locales' `L` and `LT`). `decimalMark` is stated here, not
 * asked of `Intl`, because browsers ship partial locale data (Chromium formats Macedonian, Albanian and Bosnian
 * numbers as English); it also decides the CSV separator.
 */
export const languages = [
  {
    code: 'en',
    nativeName: 'English',
    htmlLang: 'en',
    dayjs: 'en',
    dateFormat: 'MM/DD/YYYY',
    timeFormat: 'h:mm A',
    decimalMark: '.',
  },
  {
    code: 'ro',
    nativeName: 'Română',
    htmlLang: 'ro',
    dayjs: 'ro',
    dateFormat: 'DD.MM.YYYY',
    timeFormat: 'H:mm',
    decimalMark: ',',
  },
  {
    code: 'mk',
    nativeName: 'Македонски',
    htmlLang: 'mk',
    dayjs: 'mk',
    dateFormat: 'D.MM.YYYY',
    timeFormat: 'H:mm',
    decimalMark: ',',
  },
  {
    code: 'bs',
    nativeName: 'Bosanski',
    htmlLang: 'bs',
    dayjs: 'hr',
    dateFormat: 'DD.MM.YYYY',
    timeFormat: 'H:mm',
    decimalMark: ',',
  },
  {
    code: 'sr',
    nativeName: 'Srpski',
    htmlLang: 'sr-Latn',
    dayjs: 'sr',
    dateFormat: 'D. M. YYYY.',
    timeFormat: 'H:mm',
    decimalMark: ',',
  },
  {
    code: 'sq',
    nativeName: 'Shqip',
    htmlLang: 'sq',
    dayjs: 'sq',
    dateFormat: 'DD/MM/YYYY',
    timeFormat: 'HH:mm',
    decimalMark: ',',
  },
  {
    code: 'de',
    nativeName: 'Deutsch',
    htmlLang: 'de',
    dayjs: 'de',
    dateFormat: 'DD.MM.YYYY',
    timeFormat: 'HH:mm',
    decimalMark: ',',
  },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

export const languageCodes: LanguageCode[] = languages.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** What every page needs before its first render: the sign-in page loads only these. */
export const bootNamespaces = ['common', 'shell', 'auth'] as const;

/** Translation namespaces of the back-office, one JSON file each under /locales/{lng}/. */
export const namespaces = [
  'common',
  'shell',
  'auth',
  'profile',
  'toolkit',
  'tenants',
  'users',
  'roles',
  'loginLogs',
  'config',
  'operations',
  'bankTransfers',
  'reservationLinks',
  'payments',
  'dashboard',
] as const;

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (languageCodes as string[]).includes(value);

/** `sr-Latn-RS` → `sr`; anything unsupported → null. */
export function toLanguageCode(value: string | null | undefined): LanguageCode | null {
  const base = (value ?? '').trim().toLowerCase().replace('_', '-').split('-')[0];
  return isLanguageCode(base) ? base : null;
}

export function languageOf(code: string | null | undefined): Language {
  const known = toLanguageCode(code);
  return languages.find((l) => l.code === known) ?? languages[0];
}

/** The tag for `<html lang>` and `Intl`: `sr` → `sr-Latn`. */
export const intlLocale = (code: string | null | undefined) => languageOf(code).htmlLang;

/** The language's one date format, and date-and-time format (dayjs tokens). */
export const dateFormatOf = (code: string | null | undefined) => languageOf(code).dateFormat;
export const dateTimeFormatOf = (code: string | null | undefined) => {
  const language = languageOf(code);
  return `${language.dateFormat} ${language.timeFormat}`;
};
