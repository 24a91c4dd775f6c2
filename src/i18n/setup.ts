import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { hostTenant } from './hostTenants';
import { FALLBACK_LANGUAGE, intlLocale, languageCodes, namespaces, toLanguageCode } from './languages';
import { applyDateLocale } from './locales';
import { reportLoadFailure } from './loadFailures';

export const LANGUAGE_QUERY_PARAM = 'lng';

/** The `lng` query parameter when present and supported, else the host's language, else English. */
export function initialLanguage(
  search: string = window.location.search,
  hostname: string = window.location.hostname,
) {
  const requested = toLanguageCode(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
  return requested ?? hostTenant(hostname)?.language ?? FALLBACK_LANGUAGE;
}

/** Rewrites `?lng=` in place: no new history entry, the router's history state kept. */
export function writeLanguageToUrl(code: string) {
  const url = new URL(window.location.href);
  if (url.searchParams.get(LANGUAGE_QUERY_PARAM) === code) return;
  url.searchParams.set(LANGUAGE_QUERY_PARAM, code);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** What follows every language change: `<html lang>`, the `lng` query parameter, the date locale. */
export function applyLanguage(code: string) {
  document.documentElement.lang = intlLocale(code);
  writeLanguageToUrl(code);
  applyDateLocale(code);
}

export interface I18nSetupOptions {
  /** Where translation files are; `{{lng}}` and `{{ns}}` are filled in. */
  loadPath?: string;
  lng?: string;
  /** Retries of a retryable load failure (5xx, no status, network). 4xx and unparsable files are not retried. */
  maxRetries?: number;
  retryTimeout?: number;
}

export function createI18n(options: I18nSetupOptions = {}): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguage);
  const ready = instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: options.lng ?? initialLanguage(),
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [...namespaces],
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      maxRetries: options.maxRetries ?? 3,
      retryTimeout: options.retryTimeout ?? 350,
      backend: { loadPath: options.loadPath ?? `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: LANGUAGE_QUERY_PARAM,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  instance.services.backendConnector.on('failedLoading', (lng: string, ns: string, message: string) =>
    reportLoadFailure({ lng, ns, message }),
  );
  return { i18n: instance, ready };
}
