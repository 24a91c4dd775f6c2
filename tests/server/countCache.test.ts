import { describe, expect, it } from 'vitest';
import { countKey, createCountCache } from '../../server/abp/crud/countCache.js';

describe('ListCounts (remembered totals of big lists)', () => {
  it('forgets a total after its time, keeps at most its size (oldest out), and counts per tenant', () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 60_000, maxEntries: 2, now: () => now });
    const serbia = countKey(3, 'Order', 'select 1 from orders where tenant_id = $1', [3]);
    const macedonia = countKey(4, 'Order', 'select 1 from orders where tenant_id = $1', [4]);
    const host = countKey(null, 'Order', 'select 1 from orders', []);
    expect(cache.get(serbia)).toBeUndefined();
    cache.set(serbia, 3, 1_000_000);
    now = 59_999;
    expect(cache.get(serbia)).toBe(1_000_000);
    now = 60_000;
    expect(cache.get(serbia)).toBeUndefined();
    expect(cache.stats(3)).toEqual({ name: 'ListCounts', entries: 0, hits: 1, misses: 2 });

    cache.set(serbia, 3, 11);
    cache.set(macedonia, 4, 12);
    cache.set(host, null, 13);
    expect(cache.get(serbia)).toBeUndefined();
    expect([cache.get(macedonia), cache.get(host)]).toEqual([12, 13]);
    expect(cache.stats(4)).toMatchObject({ entries: 1, hits: 1, misses: 0 });
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 3, misses: 3 });
  });

  it("clears one tenant's totals, or all", async () => {
    const cache = createCountCache();
    cache.set(countKey(3, 'Order', 'a', []), 3, 1);
    cache.set(countKey(4, 'Order', 'a', []), 4, 2);
    cache.set(countKey(null, 'Order', 'a', []), null, 3);
    await cache.clear(3);
    expect([cache.stats(3).entries, cache.stats(4).entries, cache.stats().entries]).toEqual([0, 1, 2]);
    await cache.clear();
    expect(cache.stats().entries).toBe(0);
  });
});
