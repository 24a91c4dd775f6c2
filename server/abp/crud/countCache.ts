import type { ManagedCache } from '../caches.js';

/**
 * The totals of big lists that were above their exact-count limit (`readBigList`), kept for a short while per
 * tenant, list and condition. Such a total is the planner's estimate anyway ("about 1,000,000"), so reusing it for
 * a minute costs nothing in accuracy, while finding out that a condition matches more than the limit again costs
 * counting up to the limit (10,001 index entries) and an EXPLAIN on every page of a big list. Exact totals (at
 * most the limit) are never kept: they are counted on every request.
 */
export interface CountCache extends ManagedCache {
  get(key: string): number | undefined;
  set(key: string, tenantId: number | null, totalCount: number): void;
}

interface Entry {
  tenantId: number | null;
  totalCount: number;
  expires: number;
}

export function createCountCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): CountCache {
  const ttl = options.ttlMs ?? 60_000;
  const max = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const counters = new Map<number | null, { hits: number; misses: number }>();
  const countersOf = (tenantId: number | null) => {
    let c = counters.get(tenantId);
    if (!c) counters.set(tenantId, (c = { hits: 0, misses: 0 }));
    return c;
  };
  const tenantOfKey = (key: string) => {
    const head = key.slice(0, key.indexOf('|'));
    return head === 'host' ? null : Number(head);
  };
  const drop = (keep: (entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (!keep(entry)) entries.delete(key);
  };
  return {
    name: 'ListCounts',
    tenantAware: true,
    get(key) {
      const entry = entries.get(key);
      const c = countersOf(tenantOfKey(key));
      if (!entry || entry.expires <= now()) {
        if (entry) entries.delete(key);
        c.misses += 1;
        return undefined;
      }
      c.hits += 1;
      return entry.totalCount;
    },
    set(key, tenantId, totalCount) {
      entries.delete(key);
      // Oldest first (insertion order): drop the expired, then the oldest when full.
      if (entries.size >= max) drop((e) => e.expires > now());
      while (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { tenantId, totalCount, expires: now() + ttl });
    },
    stats(tenantId) {
      const list = [...entries.values()].filter((e) => tenantId === undefined || e.tenantId === tenantId);
      const pick = tenantId === undefined ? [...counters.values()] : [countersOf(tenantId)];
      return {
        name: 'ListCounts',
        entries: list.length,
        hits: pick.reduce((n, c) => n + c.hits, 0),
        misses: pick.reduce((n, c) => n + c.misses, 0),
      };
    },
    clear(tenantId) {
      drop((e) => tenantId !== undefined && e.tenantId !== tenantId);
      return Promise.resolve();
    },
  };
}

/** The cache key of a list's condition: the tenant first (for `tenantOfKey`), then the resource and the SQL. */
export const countKey = (tenantId: number | null, resource: string, text: string, params: unknown[]) =>
  `${tenantId ?? 'host'}|${resource}|${text}|${JSON.stringify(params)}`;
