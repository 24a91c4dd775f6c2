/**
 * The interface languages. `code` names the translation folder and i18next language; `htmlLang` is the BCP 47
 * tag for `<html lang>` and every `Intl` API (Serbian is written in Latin script, and plain `sr` means Cyrillic
 * to CLDR); `dayjs` is the date locale (Bosnian dates use the Croatian locale, as the product spec says).
 */
export const languages = [
  { code: 'en', nativeName: 'English', htmlLang: 'en', dayjs: 'en' },
  { code: 'ro', nativeName: 'Română', htmlLang: 'ro', dayjs: 'ro' },
  { code: 'mk', nativeName: 'Македонски', htmlLang: 'mk', dayjs: 'mk' },
  { code: 'bs', nativeName: 'Bosanski', htmlLang: 'bs', dayjs: 'hr' },
  { code: 'sr', nativeName: 'Srpski', htmlLang: 'sr-Latn', dayjs: 'sr' },
  { code: 'sq', nativeName: 'Shqip', htmlLang: 'sq', dayjs: 'sq' },
  { code: 'de', nativeName: 'Deutsch', htmlLang: 'de', dayjs: 'de' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

export const languageCodes: LanguageCode[] = languages.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Translation namespaces, one JSON file each under /locales/{lng}/. */
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
  'permissions',
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
