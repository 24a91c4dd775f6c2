import { cleanup } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One msw server per test file, failing on any request no handler answers; after each test the DOM, the
 * handlers, their listeners and the browser storage are reset.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** Types a whole value at once (one input event), which is much faster than key by key in jsdom. */
export async function fill(user: UserEvent, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}
