import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { languageCodes } from '@/i18n/languages';
import { loadLocale } from '@/i18n/locales';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A first render loads lazy routes and translation files; on a busy two-core CI machine that takes longer than
// Testing Library's default second, so findBy/waitFor wait up to 8 s (a passing test still returns at once).
configure({ asyncUtilTimeout: 8_000 });

// The app fetches each language's antd and date locales on demand (in the browser, alongside its translation
// files); tests render with inline translations, so they get every locale up front, as a browser cache would.
beforeAll(() => Promise.all(languageCodes.map((code) => loadLocale(code))), 30_000);

// antd relies on these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.getComputedStyle = (
  (original) => (elt: Element) =>
    original(elt)
)(window.getComputedStyle);
