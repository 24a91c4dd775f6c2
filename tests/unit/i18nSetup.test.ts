import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { namespaces } from '@/i18n/languages';
import { loadFailures } from '@/i18n/loadFailures';
import { createI18n } from '@/i18n/setup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  loadFailures.clear();
});
afterAll(() => server.close());

type Behaviour = 'ok' | 'flaky5xx' | 'notFound' | 'garbage';

/** Serves /locales/{lng}/{ns}.json with the behaviour given for `lng/ns` (default: a small valid file). */
function serveLocales(behaviour: Record<string, Behaviour>) {
  const calls = new Map<string, number>();
  server.use(
    mswHttp.get('http://localhost/locales/:lng/:file', ({ params }) => {
      const key = `${String(params.lng)}/${String(params.file).replace(/\.json$/, '')}`;
      const count = (calls.get(key) ?? 0) + 1;
      calls.set(key, count);
      switch (behaviour[key] ?? 'ok') {
        case 'flaky5xx':
          return count === 1
            ? new HttpResponse(null, { status: 503 })
            : HttpResponse.json({ hello: `hi ${key}` });
        case 'notFound':
          return new HttpResponse(null, { status: 404 });
        case 'garbage':
          return new HttpResponse('<!doctype html><p>not json', { headers: { 'Content-Type': 'text/html' } });
        default:
          return HttpResponse.json({ hello: `hi ${key}` });
      }
    }),
  );
  return calls;
}

const options = { loadPath: 'http://localhost/locales/{{lng}}/{{ns}}.json', retryTimeout: 5, maxRetries: 2 };

describe('i18next setup', () => {
  it('loads the sign-in page’s namespaces first, the others when asked, each once, and no other language', async () => {
    const calls = serveLocales({});
    const { i18n, ready } = createI18n({ ...options, lng: 'de' });
    await ready;
    expect(i18n.t('shell:hello')).toBe('hi de/shell');
    expect([...calls.keys()].sort()).toEqual(['de/auth', 'de/common', 'de/shell']);
    // What the back-office layout asks for before its first screen.
    await i18n.loadNamespaces([...namespaces]);
    expect(i18n.t('users:hello')).toBe('hi de/users');
    for (const ns of namespaces) {
      expect(calls.get(`de/${ns}`)).toBe(1);
      expect(calls.has(`en/${ns}`)).toBe(false);
    }
    expect(calls.has('ro/common')).toBe(false);
  });

  it('asks for the files while creating the instance, not after the locale chunks or a later task', async () => {
    serveLocales({});
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const { i18n, ready } = createI18n({ ...options, lng: 'de' });
      // Only promise callbacks run here, no timer and no module load: the requests go out in the task that created
      // the instance (in the app, while the entry is still running), not after it or after the locale's chunks.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      const asked = fetches.mock.calls.map(([url]) => String(url instanceof Request ? url.url : url));
      expect(asked.sort()).toEqual(
        ['auth', 'common', 'shell'].map((ns) => `http://localhost/locales/de/${ns}.json`),
      );
      await ready;
      expect(i18n.t('auth:hello')).toBe('hi de/auth');
    } finally {
      fetches.mockRestore();
    }
  });

  it('retries a 5xx, does not retry a 4xx, and reports an unparsable file', async () => {
    const calls = serveLocales({ 'de/common': 'flaky5xx', 'de/shell': 'notFound', 'de/auth': 'garbage' });
    const { i18n, ready } = createI18n({ ...options, lng: 'de' });
    await ready;
    expect(calls.get('de/common')).toBe(2);
    expect(i18n.t('common:hello')).toBe('hi de/common');
    expect(calls.get('de/shell')).toBe(1);
    expect(calls.get('de/auth')).toBe(1);
    const messages = loadFailures.list().map((f) => `${f.lng}/${f.ns}: ${f.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^de\/shell: .*status code: 404/),
        expect.stringMatching(/^de\/auth: .*pars/),
      ]),
    );
    expect(messages.some((m) => m.startsWith('de/common'))).toBe(false);
    // Only then is English fetched, and the failed namespace falls back to it.
    await vi.waitFor(() => expect(i18n.t('shell:hello')).toBe('hi en/shell'));
    expect(calls.get('en/shell')).toBe(1);
  });

  it('on every language change sets <html lang> and rewrites ?lng= without a new history entry', async () => {
    serveLocales({});
    window.history.replaceState({ idx: 0 }, '', '/users?page=2#top');
    const entries = window.history.length;
    const { i18n, ready } = createI18n({ ...options, lng: 'en' });
    await ready;
    expect(document.documentElement.lang).toBe('en');
    expect(window.location.search).toBe('?page=2&lng=en');

    await i18n.changeLanguage('sr');
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/users?page=2&lng=sr#top',
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(window.localStorage.getItem('i18nextLng')).toBe('sr');
  });
});
