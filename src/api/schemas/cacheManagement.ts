import { z } from 'zod';
import { listResult, v } from './common';

/**
 * The CacheManagement service (`/api/services/app/CacheManagement/*`): the server's in-process caches with
 * their counters. The host sees every cache; a tenant's user sees the tenant-aware ones, counted over that
 * tenant's entries only, and clears only those.
 */
export const cacheKeyDto = z.object({
  /** The key ExpireCache takes (`CallerCache`); stable, not translated. */
  cacheKey: z.string(),
  /** Entries held now (the caller's tenant's, for a tenant's user). */
  entries: z.number().int(),
  /** Lookups answered from the cache since the server started. */
  hits: z.number().int(),
  /** Lookups that had to load the value. */
  misses: z.number().int(),
  /** Entries belong to tenants (each tenant sees and clears its own); otherwise the host's alone. */
  tenantAware: z.boolean(),
});

export const cacheKeyListDto = listResult(cacheKeyDto);

/** `POST CacheManagement/ExpireCache?cacheKey=CallerCache` (the key in the query string, as ABP binds it). */
export const expireCacheInput = z.object({ cacheKey: v.string(128) });
