import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type LanguageSources } from '@/i18n/detect';
import { initialLanguage } from '@/i18n/setup';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

const none: LanguageSources = {
  search: '',
  hostname: 'localhost',
  cookie: '',
  localStorage: storage(null),
  sessionStorage: storage(null),
  navigatorLanguages: [],
  htmlLang: null,
};

afterEach(() => localStorage.clear());

describe('language detection (spec §9)', () => {
  it('on a host without a language follows query, cookie, localStorage, sessionStorage, browser, html lang', () => {
    const all: LanguageSources = {
      search: '?lng=ro',
      hostname: 'localhost',
      cookie: 'theme=dark; i18next=mk',
      localStorage: storage('bs'),
      sessionStorage: storage('sq'),
      navigatorLanguages: ['de-DE', 'de', 'en'],
      htmlLang: 'sr-Latn',
    };
    expect(detectLanguage(all)).toBe('ro');
    expect(detectLanguage({ ...all, search: '' })).toBe('mk');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('bs');
    expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: storage(null) })).toBe('sq');
    const browserOnly = { ...none, navigatorLanguages: ['de-DE', 'de', 'en'], htmlLang: 'sr-Latn' };
    expect(detectLanguage(browserOnly)).toBe('de');
    expect(detectLanguage({ ...browserOnly, navigatorLanguages: ['fr-FR', 'sr-Latn-RS'] })).toBe('sr');
    expect(detectLanguage({ ...browserOnly, navigatorLanguages: ['fr-FR'] })).toBe('sr');
    expect(detectLanguage(none)).toBe('en');
  });

  it('skips values it does not support at every step', () => {
    expect(
      detectLanguage({
        ...none,
        search: '?lng=xx',
        cookie: 'i18next=fr',
        localStorage: storage('it'),
        navigatorLanguages: ['es', 'mk-MK'],
      }),
    ).toBe('mk');
  });

  it('keeps a regional host’s language over everything but the query', () => {
    const german = { ...none, navigatorLanguages: ['de-DE'], localStorage: storage('en') };
    expect(detectLanguage({ ...german, hostname: 'rs.localhost' })).toBe('sr');
    expect(detectLanguage({ ...german, hostname: 'mk.localhost', search: '?lng=de' })).toBe('de');
    expect(detectLanguage({ ...german, hostname: 'localhost' })).toBe('en');
  });

  it('reads the browser: a German navigator on plain localhost gets German', () => {
    const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
    Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['de-DE', 'de'] });
    try {
      expect(initialLanguage('', 'localhost')).toBe('de');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ro');
      expect(initialLanguage('', 'localhost')).toBe('ro');
      expect(initialLanguage('', 'de.localhost')).toBe('de');
      expect(initialLanguage('', 'ro.localhost')).toBe('ro');
      expect(initialLanguage('', 'al.localhost')).toBe('sq');
    } finally {
      if (languages) Object.defineProperty(window.navigator, 'languages', languages);
      else delete (window.navigator as { languages?: unknown }).languages;
    }
  });
});
