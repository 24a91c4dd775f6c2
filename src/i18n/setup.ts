import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguageSources, cacheLanguage, detectLanguage, LANGUAGE_QUERY_PARAM } from './detect';
import { bootNamespaces, intlLocale, languageCodes } from './languages';
import { applyDateLocale, LocaleAwareBackend } from './locales';
import { fallBackOnFailure } from './fallback';
import { reportLoadFailure } from './loadFailures';

export { LANGUAGE_QUERY_PARAM };

/** Translation URLs carry the build's content hash of the texts, so a deploy never mixes old and new texts. */
const defaultLoadPath = `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json?v=${import.meta.env.VITE_LOCALES_VERSION ?? 'dev'}`;

/** The language the app starts in: see detect.ts (the spec's detection order; a regional host's language is the default). */
export function initialLanguage(
  search: string = window.location.search,
  hostname: string = window.location.hostname,
) {
  return detectLanguage({ ...browserLanguageSources(), search, hostname });
}

/** Rewrites `?lng=` in place: no new history entry, the router's history state kept. */
export function writeLanguageToUrl(code: string) {
  const url = new URL(window.location.href);
  if (url.searchParams.get(LANGUAGE_QUERY_PARAM) === code) return;
  url.searchParams.set(LANGUAGE_QUERY_PARAM, code);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** What follows every language change: `<html lang>`, the `lng` query parameter, the date locale, the cache. */
export function applyLanguage(code: string) {
  document.documentElement.lang = intlLocale(code);
  writeLanguageToUrl(code);
  applyDateLocale(code);
  cacheLanguage(code);
}

export interface I18nSetupOptions {
  /** Where translation files are; `{{lng}}` and `{{ns}}` are filled in. */
  loadPath?: string;
  lng?: string;
  /** Retries of a retryable load failure (5xx, no status, network). 4xx and unparsable files are not retried. */
  maxRetries?: number;
  retryTimeout?: number;
  /** The namespaces to load before the first render (the others load when a component asks for them). */
  namespaces?: readonly string[];
}

export function createI18n(options: I18nSetupOptions = {}): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguage);
  const ready = instance
    .use(LocaleAwareBackend)
    .use(initReactI18next)
    .init({
      lng: options.lng ?? initialLanguage(),
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      // English is fetched only once a file of the current language failed (see fallback.ts).
      fallbackLng: false,
      // The back-office's other namespaces come with its layout (AntdLayout), the booking flow's with its pages.
      ns: [...(options.namespaces ?? bootNamespaces)],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      maxRetries: options.maxRetries ?? 3,
      retryTimeout: options.retryTimeout ?? 350,
      backend: { loadPath: options.loadPath ?? defaultLoadPath },
      react: { useSuspense: true },
      // Ask for the files now, not after the task that created the instance: in the app that task also evaluates
      // the router and renders the first time, and at 4× CPU throttling the translations were requested about
      // 0.7 s after the entry had run (docs/performance.md, page load).
      initAsync: false,
    });
  instance.services.backendConnector.on('failedLoading', (lng: string, ns: string, message: string) => {
    reportLoadFailure({ lng, ns, message });
    fallBackOnFailure(instance, lng);
  });
  return { i18n: instance, ready };
}
