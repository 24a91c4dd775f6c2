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

// Files share their worker's window (isolate: false in vitest.config.ts): each starts from what a fresh jsdom has —
// empty storage, no cookies, a bare <html> element, no title. (antd's injected styles stay: its style cache is shared
// too.)
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
for (const { name } of [...document.documentElement.attributes])
  document.documentElement.removeAttribute(name);
document.title = '';

// antd relies on these browser APIs, which jsdom lacks. matchMedia is put back for every file, even when jsdom
// has one: files share their worker (isolate: false), and a file that set a phone width
// (tests/components/shell/harness.tsx, setViewportWidth) must not leave it to the next.
{
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
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
// What the tests read from computed styles: whether an element is shown (Testing Library's role queries, jest-dom's
// toBeVisible, user-event's pointer-events check) and whether an ancestor scrolls (antd popups). Every other rule
// antd injects (colours, spacing, thousands of them) only costs time: jsdom matches each rule against each element
// it is asked about. Such rules are dropped as soon as a stylesheet is inserted.
{
  const kept = /^(display|visibility|opacity|pointer-events|overflow(-x|-y)?|content-visibility)$/;
  const relevant = (rule: CSSRule): boolean => {
    // jsdom's CSSOM objects are not instances of the window's CSSStyleRule/CSSMediaRule: test the rule's type.
    if (rule.type === CSSRule.STYLE_RULE) {
      const { style } = rule as CSSStyleRule;
      for (let i = 0; i < style.length; i += 1) if (kept.test(style[i] ?? '')) return true;
      return false;
    }
    if (rule.type === CSSRule.MEDIA_RULE) {
      prune(rule as CSSMediaRule);
      return (rule as CSSMediaRule).cssRules.length > 0;
    }
    return false;
  };
  const prune = (sheet: CSSStyleSheet | CSSMediaRule) => {
    for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1)
      if (!relevant(sheet.cssRules[i]!)) sheet.deleteRule(i);
  };
  const pruneAll = () => {
    for (const style of document.querySelectorAll('style')) if (style.sheet) prune(style.sheet);
  };
  new MutationObserver(pruneAll).observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

// jsdom resolves a computed style by matching every rule of every stylesheet (antd injects thousands) against the
// element: two thirds of a component test's time went there. Role queries and antd's layout code ask again and
// again for the same elements within one synchronous run, so answers are kept until the run ends (a microtask)
// or an event is dispatched, whichever comes first: a later read never sees a style from before a change.
{
  const original = window.getComputedStyle.bind(window);
  let cache = new WeakMap<Element, CSSStyleDeclaration>();
  let pending = false;
  const reset = () => {
    cache = new WeakMap();
    pending = false;
  };
  window.getComputedStyle = (elt: Element) => {
    let style = cache.get(elt);
    if (!style) {
      style = original(elt);
      cache.set(elt, style);
      if (!pending) {
        pending = true;
        queueMicrotask(reset);
      }
    }
    return style;
  };
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    reset();
    try {
      return dispatch.call(this, event);
    } finally {
      reset();
    }
  };
}
