/**
 * The server's in-process caches, for CacheManagement (GetCacheKeys, ExpireCache): each cache registers here
 * once, and the screen lists it with its entries, hits and misses from then on.
 */

/** Counters every registered cache exposes. */
export interface CacheStats {
  name: string;
  entries: number;
  hits: number;
  misses: number;
}

export interface ManagedCache {
  /** The cache key of CacheManagement (`ExpireCache?cacheKey=`): stable, never translated. */
  readonly name: string;
  /**
   * Its entries belong to tenants: a tenant's user sees and clears only that tenant's entries. A cache that is
   * not tenant-aware is the host's alone (clearing it would affect every tenant).
   */
  readonly tenantAware: boolean;
  /** The whole cache, or (tenant-aware caches) one tenant's entries and the hits and misses of its lookups. */
  stats(tenantId?: number): CacheStats;
  /** Drops every entry, or one tenant's; a cache shared between instances drops them on every instance. */
  clear(tenantId?: number): Promise<void>;
}

export interface CacheRegistry {
  register(cache: ManagedCache): void;
  /** The caches a caller may see: all for the host (`tenantId` null), the tenant-aware ones for a tenant. */
  visibleTo(tenantId: number | null): ManagedCache[];
  /** A visible cache by its key (case-insensitive, like ABP's), or undefined. */
  find(tenantId: number | null, name: string): ManagedCache | undefined;
}

export function createCacheRegistry(caches: ManagedCache[] = []): CacheRegistry {
  const registered = new Map<string, ManagedCache>();
  const registry: CacheRegistry = {
    register(cache) {
      const key = cache.name.toLowerCase();
      if (registered.has(key)) throw new Error(`cache ${cache.name} is registered twice`);
      registered.set(key, cache);
    },
    visibleTo: (tenantId) => [...registered.values()].filter((c) => tenantId === null || c.tenantAware),
    find(tenantId, name) {
      const cache = registered.get(name.trim().toLowerCase());
      return cache && (tenantId === null || cache.tenantAware) ? cache : undefined;
    },
  };
  for (const cache of caches) registry.register(cache);
  return registry;
}

/** A plain keyed cache with counters, for values derived once and kept for the process's life. */
export function createMemoCache<K, V>(name: string): ManagedCache & { get(key: K, make: () => V): V } {
  const values = new Map<K, V>();
  let hits = 0;
  let misses = 0;
  return {
    name,
    tenantAware: false,
    get(key, make) {
      const found = values.get(key);
      if (found !== undefined) {
        hits += 1;
        return found;
      }
      misses += 1;
      const value = make();
      values.set(key, value);
      return value;
    },
    stats: () => ({ name, entries: values.size, hits, misses }),
    clear: () => {
      values.clear();
      return Promise.resolve();
    },
  };
}
