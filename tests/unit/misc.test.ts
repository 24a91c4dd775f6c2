import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from '@/app/serviceWorkers';
import { DEFAULT_GC_TIME_MS, createQueryClient } from '@/app/queryClient';
import { initials } from '@/lib/initials';

describe('startup', () => {
  it('unregisters every registered service worker', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const container = {
      getRegistrations: () => Promise.resolve([{ unregister }, { unregister }]),
    } as unknown as ServiceWorkerContainer;
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
  });

  it('configures React Query: no retries, no refetch on focus, 5 minutes cache time', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, gcTime: 300_000 });
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(DEFAULT_GC_TIME_MS).toBe(5 * 60 * 1000);
  });
});

describe('initials', () => {
  it('takes the first letters of name and surname', () => {
    expect(initials('ana', 'Petrović')).toBe('AP');
    expect(initials('Šefik', 'Džaferović')).toBe('ŠD');
    expect(initials('Јован', 'Јовановски')).toBe('ЈЈ');
    expect(initials('admin')).toBe('A');
    expect(initials('', null)).toBe('?');
  });
});
