import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { languageCodes } from '@/i18n/languages';
import { loadLocale } from '@/i18n/locales';
import { createRequire } from 'node:module';
import { keyClasses } from './keyClasses';

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
// The rest is installed once per window: the worker's files share it (isolate: false), and its head keeps the
// styles antd inserted for earlier files. Installing again for each file stacked one more observer and one more
// wrapper per file.
const installed = Symbol.for('client-care.test.styleShortcuts');
if (!(window as unknown as Record<symbol, boolean>)[installed]) {
  (window as unknown as Record<symbol, boolean>)[installed] = true;
  installStyleShortcuts();
}

function installStyleShortcuts() {
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
    const pruneChanged = (records: MutationRecord[]) => {
      const styles = new Set<HTMLStyleElement>();
      for (const { target, addedNodes } of records) {
        const element = target.nodeType === Node.ELEMENT_NODE ? target : target.parentElement;
        if (element instanceof HTMLStyleElement) styles.add(element);
        for (const node of addedNodes) if (node instanceof HTMLStyleElement) styles.add(node);
      }
      for (const style of styles) if (style.sheet) prune(style.sheet);
    };
    new MutationObserver(pruneChanged).observe(document.head, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }

  // jsdom's own object behind `document` (the window's objects are wrappers around jsdom's implementation objects), for
  // the two shortcuts below. The setup runs natively in the worker, where `jsdom` is the environment's own module.
  const jsdomDocument = (
    createRequire(import.meta.url)('jsdom/lib/jsdom/living/generated/utils.js') as {
      implForWrapper: (wrapper: unknown) => { _styleCache: unknown; _nwsapiDontThrow?: unknown };
    }
  ).implForWrapper(document);

  // jsdom computes a style by asking its selector engine whether each rule matches the element, one rule after the
  // other (hundreds of antd rules survive the pruning above). Most rules name a class in their last compound selector
  // (`:where(.css-…).ant-select-dropdown-hidden`); an element without that class cannot match, which a set look-up
  // tells at once. The answer is the selector engine's in every other case, so a computed style is what it was.
  {
    window.getComputedStyle(document.documentElement); // makes jsdom create its non-throwing selector engine
    const engine = jsdomDocument._nwsapiDontThrow as
      { match: (selector: string, element: Element, callback?: unknown) => boolean } | undefined;
    if (engine) {
      const keys = new Map<string, string[] | null>();
      const match = engine.match.bind(engine);
      engine.match = (selector, element, callback) => {
        if (typeof selector !== 'string') return match(selector, element, callback);
        let required = keys.get(selector);
        if (required === undefined) {
          required = keyClasses(selector);
          keys.set(selector, required);
        }
        if (required && !required.some((name) => element.classList.contains(name))) return false;
        return match(selector, element, callback);
      };
    }
  }

  // antd looks for its style elements among the head's children before inserting one (once per style it registers,
  // hundreds per render): jsdom's live HTMLCollection answers each indexed read through a Proxy, which made that scan a
  // tenth of a component test's time. The head's children are read here by walking its element siblings instead: the
  // same elements in the same order, as a fresh array.
  Object.defineProperty(document.head, 'children', {
    configurable: true,
    get(this: HTMLHeadElement) {
      const elements: Element[] = [];
      for (let child = this.firstElementChild; child; child = child.nextElementSibling) elements.push(child);
      return elements;
    },
  });

  // jsdom computes a style afresh at every call (a new declaration, inherited values from every ancestor), and role
  // queries and antd's layout code ask again and again for the same elements. Answers are kept for as long as jsdom's
  // own cache of matched rules lives: jsdom drops that cache on every change to an attached element (attributes, inline
  // style, children, text) and on every stylesheet added or removed, so a read after a change sees the change, even in
  // the same synchronous run.
  {
    const original = window.getComputedStyle.bind(window);
    let cache = new WeakMap<Element, CSSStyleDeclaration>();
    let generation: unknown = null;
    window.getComputedStyle = (elt: Element, pseudoElt?: string | null) => {
      if (pseudoElt) return original(elt, pseudoElt);
      if (!generation || jsdomDocument._styleCache !== generation) cache = new WeakMap();
      let style = cache.get(elt);
      if (!style) {
        style = original(elt);
        cache.set(elt, style);
        generation = jsdomDocument._styleCache;
      }
      return style;
    };
  }
}

// React's development build records where each element was created (an `Error` with a captured stack per JSX
// element, for its "owner stacks" in warnings) until 10,000 have been made in one render pass: about a tenth of a
// component test's time. Pinning the counter at its limit makes every element use React's shared placeholder stack:
// warnings still print, without the component that created the element.
{
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => 10_000,
      set: () => undefined,
    });
}
