import type { ReadCallback } from 'i18next';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LocaleAwareBackend } from '@/i18n/locales';

const server = setupServer(
  mswHttp.get('http://localhost/locales/:lng/:file', ({ params }) =>
    HttpResponse.json({ hello: `hi ${String(params.lng)}/${String(params.file)}` }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A backend whose locale arrives (or fails) only when the test says so. */
function gatedBackend() {
  let settle: { open: () => void; fail: () => void } = { open: () => {}, fail: () => {} };
  const locale = new Promise<void>((resolve, reject) => {
    settle = { open: resolve, fail: () => reject(new Error('chunk failed')) };
  });
  const backend = new LocaleAwareBackend(undefined, {
    loadPath: 'http://localhost/locales/{{lng}}/{{ns}}.json',
    localeLoader: () => locale,
  } as ConstructorParameters<typeof LocaleAwareBackend>[1]);
  const read = vi.fn<ReadCallback>();
  return { backend, read, ...settle };
}

it('asks for a translation file at once, and hands it over only once the locale chunks are there', async () => {
  const fetches = vi.spyOn(globalThis, 'fetch');
  try {
    const { backend, read, open } = gatedBackend();
    backend.read('sq', 'common', read);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    expect(String(fetches.mock.calls[0]![0])).toBe('http://localhost/locales/sq/common.json');
    // The file has arrived, the locale has not: nothing renders in Albanian with another language's dates yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).not.toHaveBeenCalled();
    open();
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith(null, { hello: 'hi sq/common.json' }));
  } finally {
    fetches.mockRestore();
  }
});

it('hands the texts over when the locale chunks fail (the locale is retried on its next use)', async () => {
  const { backend, read, fail } = gatedBackend();
  backend.read('sq', 'shell', read);
  fail();
  await vi.waitFor(() => expect(read).toHaveBeenCalledWith(null, { hello: 'hi sq/shell.json' }));
});
