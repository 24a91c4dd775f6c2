import { hostTenant } from './hostTenants';
import { FALLBACK_LANGUAGE, toLanguageCode, type LanguageCode } from './languages';

/** Where the chosen language is remembered: i18next's own names, so earlier choices still count. */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';

export interface LanguageSources {
  search: string;
  hostname: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

const safeStorage = (get: () => Storage): Storage | null => {
  try {
    return get();
  } catch {
    return null;
  }
};

/** The browser's sources, read at call time. */
export function browserLanguageSources(): LanguageSources {
  return {
    search: window.location.search,
    hostname: window.location.hostname,
    cookie: document.cookie,
    localStorage: safeStorage(() => window.localStorage),
    sessionStorage: safeStorage(() => window.sessionStorage),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

const fromCookie = (cookie: string) =>
  cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];

const read = (storage: Pick<Storage, 'getItem'> | null) => {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};

/**
 * The initial language, in the product spec's order: the `lng` query parameter, the cookie, localStorage,
 * sessionStorage (what the visitor asked for or chose before), then the browser's languages and the page's `lang`;
 * English last. A regional host's language (the tenant's site) is the default when nothing was asked for or
 * stored: it comes before the browser's languages, never before a stored choice, so a visitor who chose English
 * on `rs.localhost` keeps English on the next visit.
 */
export function detectLanguage(sources: LanguageSources = browserLanguageSources()): LanguageCode {
  const asked = [
    new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM),
    decodeURIComponent(fromCookie(sources.cookie) ?? ''),
    read(sources.localStorage),
    read(sources.sessionStorage),
  ];
  for (const candidate of asked) {
    const code = toLanguageCode(candidate);
    if (code) return code;
  }
  const host = hostTenant(sources.hostname);
  if (host) return host.language;
  for (const candidate of [...sources.navigatorLanguages, sources.htmlLang]) {
    const code = toLanguageCode(candidate);
    if (code) return code;
  }
  return FALLBACK_LANGUAGE;
}

/** Remembers the language in localStorage (the spec: "the detected language is cached in local storage"). */
export function cacheLanguage(code: string) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the URL's `lng` still carries the language.
  }
}
