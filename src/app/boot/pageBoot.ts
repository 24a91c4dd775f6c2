import { TOKEN_KEY } from '@/api/credentials';
import { browserLanguageSources, detectLanguage } from '@/i18n/detect';
import { bootNamespaces, namespaces } from '@/i18n/languages';
import { prefetchTranslation, translationUrl } from '@/i18n/prefetched';
import { BOOT_DATA_ID, type PageBootData } from './bootData';

export { BOOT_DATA_ID, type PageBootData };

/**
 * index.html's boot script: before the app's own code has arrived (let alone run), it starts fetching what the
 * page being opened needs, all at once: the chunks of its lazy parts (sign-in page; antd layout, shell and page)
 * as `modulepreload` and stylesheet `preload` links, the language's date and antd locale chunks, and the
 * translation files the app will ask for, which the app then takes from `window.__ccBoot` (src/i18n/prefetched.ts).
 * Without it those requests start only after the entry chunks have downloaded and run (the app's `preloadRoute()`
 * and i18next's init, which still run and find everything on its way or in the cache).
 *
 * It makes the same decisions as main.tsx and router.tsx's `preloadRoute()`, with the same functions (language
 * detection, namespaces). Which chunks belong to which route comes from the build (scripts/build/pageBoot.ts) as a
 * JSON block in index.html. Built into a classic inline script by that plugin; the server's Content-Security-Policy
 * allows it by its hash (server/http/static.ts). A mismatch costs only an unused download, never a wrong page.
 */

export interface BootPlan {
  modules: string[];
  styles: string[];
  translations: string[];
}

export interface BootInput {
  pathname: string;
  language: string;
  signedIn: boolean;
  loadPath?: string;
}

/** `/result/:paymentId` matches `/result/5`; `/users` matches `/users` only (case-insensitive). */
const matches = (pattern: string, path: string) => {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
};

/** What to fetch for the page at `pathname` (see main.tsx and `preloadRoute()` in router.tsx). */
export function planPageBoot(data: PageBootData, input: BootInput): BootPlan {
  const path = (input.pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const parts: string[] = [];
  let ns: readonly string[] = namespaces;
  let locales = true;
  const publicPath = data.publicPaths.find((pattern) => matches(pattern.toLowerCase(), path));
  if (publicPath) {
    // The public pages: their layout and page, the boot namespaces, no antd or date locales.
    parts.push('@booking', publicPath);
    ns = bootNamespaces;
    locales = false;
  } else if (path === '/login') {
    parts.push('/login');
    ns = bootNamespaces;
  } else {
    parts.push('@antd');
    if (input.signedIn) parts.push('@shell', `/${path.split('/')[1] ?? ''}`);
  }
  const files = new Set<number>();
  for (const part of parts) for (const index of data.routes[part] ?? []) files.add(index);
  if (locales) for (const index of data.locales[input.language] ?? []) files.add(index);
  const urls = [...files].map((index) => data.files[index]).filter((url): url is string => !!url);
  return {
    modules: urls.filter((url) => url.endsWith('.js')),
    styles: urls.filter((url) => url.endsWith('.css')),
    translations: ns.map((namespace) => translationUrl(input.language, namespace, input.loadPath)),
  };
}

const hasToken = () => {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (window[store].getItem(TOKEN_KEY)) return true;
    } catch {
      // Storage refused (private mode, policy): no token there.
    }
  }
  return false;
};

/** Reads the build's data, plans and starts the fetches. Never throws: the app works without any of it. */
export function runPageBoot(doc: Document = document) {
  try {
    const block = doc.getElementById(BOOT_DATA_ID);
    if (!block?.textContent) return;
    const data = JSON.parse(block.textContent) as PageBootData;
    const plan = planPageBoot(data, {
      pathname: window.location.pathname,
      language: detectLanguage(browserLanguageSources()),
      signedIn: hasToken(),
    });
    const link = (rel: string, href: string, as?: string) => {
      const element = doc.createElement('link');
      element.rel = rel;
      element.href = href;
      if (as) element.as = as;
      element.crossOrigin = '';
      doc.head.appendChild(element);
    };
    for (const url of plan.translations) prefetchTranslation(url);
    for (const url of plan.modules) link('modulepreload', url);
    for (const url of plan.styles) link('preload', url, 'style');
  } catch {
    // Nothing was started that the app depends on.
  }
}
