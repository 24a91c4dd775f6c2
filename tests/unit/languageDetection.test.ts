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

  it('uses a regional host’s language only when nothing was asked for or stored (issue 26)', () => {
    const german = { ...none, navigatorLanguages: ['de-DE'] };
    // Nothing stored: the regional host's language, before the browser's.
    expect(detectLanguage({ ...german, hostname: 'rs.localhost' })).toBe('sr');
    expect(detectLanguage({ ...german, hostname: 'localhost' })).toBe('de');
    // A visitor who chose English on the Serbian site keeps it: cookie, localStorage and sessionStorage all win.
    expect(detectLanguage({ ...german, hostname: 'rs.localhost', localStorage: storage('en') })).toBe('en');
    expect(detectLanguage({ ...german, hostname: 'rs.localhost', cookie: 'i18next=en' })).toBe('en');
    expect(detectLanguage({ ...german, hostname: 'rs.localhost', sessionStorage: storage('ro') })).toBe('ro');
    expect(
      detectLanguage({ ...german, hostname: 'mk.localhost', search: '?lng=de', localStorage: storage('en') }),
    ).toBe('de');
    // Values the product does not support are skipped down to the host's language.
    expect(detectLanguage({ ...german, hostname: 'ro.localhost', localStorage: storage('fr') })).toBe('ro');
  });

  it('reads the browser: a German navigator on plain localhost gets German', () => {
    const languages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
    Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['de-DE', 'de'] });
    try {
      expect(initialLanguage('', 'localhost')).toBe('de');
      expect(initialLanguage('', 'de.localhost')).toBe('de');
      expect(initialLanguage('', 'al.localhost')).toBe('sq');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ro');
      expect(initialLanguage('', 'localhost')).toBe('ro');
      expect(initialLanguage('', 'de.localhost')).toBe('ro');
      expect(initialLanguage('', 'al.localhost')).toBe('ro');
    } finally {
      if (languages) Object.defineProperty(window.navigator, 'languages', languages);
      else delete (window.navigator as { languages?: unknown }).languages;
    }
  });
});
