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
 * The initial language. The `lng` query parameter always wins. A regional host then keeps its language (the
 * tenant's site). Elsewhere (plain `localhost`, a host without a language) the product spec's detection order
 * follows: cookie, localStorage, sessionStorage, the browser's languages, the page's `lang`; English last.
 */
export function detectLanguage(sources: LanguageSources = browserLanguageSources()): LanguageCode {
  const query = toLanguageCode(new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM));
  if (query) return query;
  const host = hostTenant(sources.hostname);
  if (host) return host.language;
  const candidates = [
    decodeURIComponent(fromCookie(sources.cookie) ?? ''),
    read(sources.localStorage),
    read(sources.sessionStorage),
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
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
