import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeModules } from '../../scripts/build/pageBoot';
import { adminRoutes, publicPaths } from '@/app/routes';
import { BOOT_DATA_ID, planPageBoot, runPageBoot, type PageBootData } from '@/app/boot/pageBoot';
import { bootNamespaces, namespaces } from '@/i18n/languages';
import { takePrefetched, translationUrl } from '@/i18n/prefetched';

/** A build's data: each route one chunk of its own, plus one shared with another route. */
const data: PageBootData = {
  files: [
    '/static/js/LoginPage.js',
    '/static/media/LoginPage.css',
    '/static/js/AntdLayout.js',
    '/static/js/Shell.js',
    '/static/js/UsersPage.js',
    '/static/js/BookingLayout.js',
    '/static/js/ResultPage.js',
    '/static/js/antd-locale-sr.js',
    '/static/js/dayjs.js',
    '/static/js/en_US.js',
  ],
  routes: {
    '/login': [0, 1],
    '@antd': [2],
    '@shell': [3],
    '/users': [4],
    '@booking': [5],
    '/result/:paymentId': [6],
  },
  publicPaths: ['/result/:paymentId'],
  locales: { en: [9, 8], sr: [7, 8] },
};

describe('the page boot plan (what index.html starts fetching before the app runs)', () => {
  it('the sign-in page: its chunks and stylesheet, the language’s locales, the three sign-in namespaces', () => {
    const plan = planPageBoot(data, { pathname: '/login', language: 'sr', signedIn: false });
    expect(plan.modules).toEqual([
      '/static/js/LoginPage.js',
      '/static/js/antd-locale-sr.js',
      '/static/js/dayjs.js',
    ]);
    expect(plan.styles).toEqual(['/static/media/LoginPage.css']);
    expect(plan.translations).toEqual(bootNamespaces.map((ns) => translationUrl('sr', ns)));
  });

  it('a signed-in admin page: antd layout, shell and page (also for a record), every back-office namespace', () => {
    for (const pathname of ['/users', '/Users/', '/users/5']) {
      const plan = planPageBoot(data, { pathname, language: 'en', signedIn: true });
      expect(plan.modules, pathname).toEqual([
        '/static/js/AntdLayout.js',
        '/static/js/Shell.js',
        '/static/js/UsersPage.js',
        '/static/js/en_US.js',
        '/static/js/dayjs.js',
      ]);
      expect(plan.translations).toEqual(namespaces.map((ns) => translationUrl('en', ns)));
    }
  });

  it('without a token only the antd layout (the app sends the visitor to /login), as preloadRoute() does', () => {
    const plan = planPageBoot(data, { pathname: '/users', language: 'en', signedIn: false });
    expect(plan.modules).toEqual(['/static/js/AntdLayout.js', '/static/js/en_US.js', '/static/js/dayjs.js']);
  });

  it('a public page: its layout and page, no antd or date locales, the sign-in namespaces', () => {
    const plan = planPageBoot(data, { pathname: '/result/42', language: 'sr', signedIn: true });
    expect(plan.modules).toEqual(['/static/js/BookingLayout.js', '/static/js/ResultPage.js']);
    expect(plan.translations).toEqual(bootNamespaces.map((ns) => translationUrl('sr', ns)));
  });

  it('the build finds the module of every routed page in the route table and the router', () => {
    const { modules, publicPaths: publicFound } = routeModules(process.cwd());
    const pages = adminRoutes.filter((route) => !route.comingSoon).map((route) => route.path);
    expect(pages.length).toBeGreaterThan(10);
    for (const path of [...pages, ...publicPaths, '/login', '@antd', '@shell', '@booking']) {
      expect(modules[path], path).toBeDefined();
      expect(existsSync(`${modules[path]}.tsx`) || existsSync(`${modules[path]}.ts`), path).toBe(true);
    }
    expect(publicFound.sort()).toEqual([...publicPaths].sort());
    expect(modules['/users']).toMatch(/src\/features\/users\/UsersPage$/);
  });
});

describe('the page boot script', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.__ccBoot;
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('adds the preload links and starts the translation fetches the app then takes (once)', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(Response.json({ url })));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('Abp.AuthToken', 'token');
    window.history.replaceState(null, '', '/users?lng=sr');
    const block = document.createElement('script');
    block.id = BOOT_DATA_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(data);
    document.head.appendChild(block);

    runPageBoot();

    const links = [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/static/js/AntdLayout.js'],
      ['modulepreload', '/static/js/Shell.js'],
      ['modulepreload', '/static/js/UsersPage.js'],
      ['modulepreload', '/static/js/antd-locale-sr.js'],
      ['modulepreload', '/static/js/dayjs.js'],
    ]);
    const urls = namespaces.map((ns) => translationUrl('sr', ns));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(urls);
    const taken = takePrefetched(urls[0]!);
    expect(await taken?.then((r) => r.json())).toEqual({ url: urls[0] });
    expect(takePrefetched(urls[0]!)).toBeUndefined();
    expect(takePrefetched(translationUrl('en', 'common'))).toBeUndefined();
  });

  it('does nothing without the build’s data, and never throws on bad data', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    runPageBoot();
    const block = document.createElement('script');
    block.id = BOOT_DATA_ID;
    block.type = 'application/json';
    block.textContent = '{not json';
    document.head.appendChild(block);
    expect(() => runPageBoot()).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });
});
