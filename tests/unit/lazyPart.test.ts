import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, PART_TIMEOUT_MS, PartLoadError } from '@/app/lazyPart';

afterEach(() => vi.useRealTimers());

describe('loading lazy parts', () => {
  it('passes a loaded module through', async () => {
    await expect(loadPart('shell:nav.users', () => Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    });
  });

  it('names the part when its script fails', async () => {
    const error = await loadPart('shell:nav.users', () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /static/js/UsersPage.x.chunk.js'),
      ),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartLoadError);
    expect(error).toMatchObject({ part: 'shell:nav.users', failure: 'script' });
  });

  it('reports a failed stylesheet as a CSS load error', async () => {
    const error = await loadPart('auth:title', () =>
      Promise.reject(new Error('Unable to preload CSS for /static/media/LoginPage.x.css')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ part: 'auth:title', failure: 'css' });
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadPart('shell:nav.roles', () => new Promise<never>(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(PART_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(PART_TIMEOUT_MS).toBe(120_000);
    expect(await outcome).toMatchObject({ part: 'shell:nav.roles', failure: 'timeout' });
  });
});
