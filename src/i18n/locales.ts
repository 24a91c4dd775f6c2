import type { Locale } from 'antd/es/locale';
import type dayjs from 'dayjs';
import HttpBackend from 'i18next-http-backend';
import { fixDateLocales, withLanguageDateFormats } from './dateLocales';
import { languageOf, type LanguageCode } from './languages';

/**
 * The date locale (dayjs) and the antd locale of each language, loaded on demand: a page fetches only its own
 * language's chunks, never the other six. English needs no dayjs chunk (built in); Bosnian has no antd locale
 * and uses the Croatian one (dates too, as the product spec says).
 */
const loaders: Record<LanguageCode, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  ro: () => Promise.all([import('antd/es/locale/ro_RO'), import('dayjs/locale/ro')]).then(([m]) => m.default),
  mk: () => Promise.all([import('antd/es/locale/mk_MK'), import('dayjs/locale/mk')]).then(([m]) => m.default),
  bs: () => Promise.all([import('antd/es/locale/hr_HR'), import('dayjs/locale/hr')]).then(([m]) => m.default),
  sr: () =>
    Promise.all([import('antd/es/locale/sr_RS'), import('dayjs/locale/sr')]).then(([m]) =>
      srLatin(m.default),
    ),
  sq: () => Promise.all([import('antd/es/locale/sq_AL'), import('dayjs/locale/sq')]).then(([m]) => m.default),
  de: () => Promise.all([import('antd/es/locale/de_DE'), import('dayjs/locale/de')]).then(([m]) => m.default),
};

/** antd's sr_RS is Latin except for a few strings left in Cyrillic; these replace them. */
function srLatin(sr_RS: Locale): Locale {
  return {
    ...sr_RS,
    Table: {
      ...sr_RS.Table,
      filterCheckAll: 'Izaberi sve stavke',
      filterSearchPlaceholder: 'Pretraži filtere',
    },
    Transfer: { ...sr_RS.Transfer, deselectAll: 'Poništi izbor svih stavki' } as Locale['Transfer'],
    Text: { ...sr_RS.Text, collapse: 'Skupi' },
    QRCode: { ...sr_RS.QRCode, expired: 'QR kod je istekao', refresh: 'Osveži', scanned: 'Skenirano' },
    ColorPicker: {
      ...sr_RS.ColorPicker,
      presetEmpty: 'Prazno',
      transparent: 'Providno',
      singleColor: 'Jednobojno',
      gradientColor: 'Gradijent',
    },
  };
}

const pending = new Map<LanguageCode, Promise<Locale>>();
const loaded = new Map<LanguageCode, Locale>();
let dateLanguage: LanguageCode | null = null;
/** dayjs itself, once loaded (it is not in the entry chunk: the public pages need no dates yet). */
let dates: typeof dayjs | null = null;

/** Loads (once) the language's antd and date locales; resolves with the antd locale. */
export function loadLocale(code: string | null | undefined): Promise<Locale> {
  const language = languageOf(code).code;
  let promise = pending.get(language);
  if (!promise) {
    const loading: Promise<Locale> & { status?: string; value?: Locale } = Promise.all([
      loaders[language](),
      import('dayjs'),
    ]).then(([baseLocale, module]) => {
      dates = module.default;
      fixDateLocales(dates);
      const locale = withLanguageDateFormats(baseLocale, language);
      loaded.set(language, locale);
      // React's convention for `use()`: a settled promise renders at once instead of suspending again.
      Object.assign(loading, { status: 'fulfilled', value: locale });
      if (dateLanguage === language) dates.locale(languageOf(language).dayjs);
      return locale;
    });
    // A failed chunk may be retried by the next call.
    loading.catch(() => pending.delete(language));
    pending.set(language, loading);
    promise = loading;
  }
  return promise;
}

/** The language's antd locale when it has loaded, else undefined (antd's built-in English). */
export const antdLocaleFor = (code: string | null | undefined): Locale | undefined =>
  loaded.get(languageOf(code).code);

/** The language's antd locale for rendering: suspends until it has loaded the first time. */
export function useAntdLocale(code: string | null | undefined): Locale {
  const locale = antdLocaleFor(code);
  if (locale) return locale;
  // Suspends (the promise is cached per language, so a retry finds the locale loaded).
  throw loadLocale(code);
}

/** The language whose date locale is (or is about to be) dayjs' global one: the interface language. */
export const currentDateLanguage = (): LanguageCode => dateLanguage ?? 'en';

/** Switches dayjs' global locale (month and weekday names, week start) to the language's date locale. */
export function applyDateLocale(code: string | null | undefined) {
  const language = languageOf(code);
  dateLanguage = language.code;
  if (dates && loaded.has(language.code)) dates.locale(language.dayjs);
  // Otherwise it is applied once loaded: with the translations, or when an antd screen needs it.
  else if (preloadLocales()) void loadLocale(language.code).catch(() => undefined);
}

let preloadLocales = () => true;

/** Whether translation loads also fetch the locales: not while on pages that use no antd and show no dates. */
export function setLocalePreload(predicate: () => boolean) {
  preloadLocales = predicate;
}

/**
 * The HTTP translation backend that also fetches the language's date and antd locales alongside its translation
 * files, so that by the time i18next switches language (after its files loaded) the locales are there too and
 * nothing renders with the previous language's dates or antd texts. Both are fetched at once: the file is asked
 * for without waiting for the locale's chunks, and handed to i18next once the locale has loaded (or failed to: the
 * texts do not wait for a retry).
 */
export class LocaleAwareBackend extends HttpBackend {
  /** What loads a language's locales: `loadLocale`, unless the backend options give another (tests). */
  private get localeLoader(): (code: string) => Promise<unknown> {
    return (this.options as { localeLoader?: (code: string) => Promise<unknown> }).localeLoader ?? loadLocale;
  }

  override read(language: string, namespace: string, callback: Parameters<HttpBackend['read']>[2]) {
    if (!preloadLocales()) return super.read(language, namespace, callback);
    const locale = this.localeLoader(language).catch(() => undefined);
    super.read(language, namespace, (error, data) => void locale.then(() => callback(error, data)));
  }
}
