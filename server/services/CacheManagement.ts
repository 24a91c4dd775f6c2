import { cacheKeyListDto, expireCacheInput } from '../../src/api/schemas/cacheManagement.js';
import type { ListResultDto } from '../../src/api/types/abp.js';
import type { CacheKeyDto } from '../../src/api/types/config.js';
import { fieldError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';

/** The tenant whose view the caller gets: its own, or (host) none, which is the whole of every cache. */
const viewOf = (ctx: ServiceContext) => ctx.session.tenantId;

/**
 * CacheManagement (spec §7): the server's in-process caches (server/abp/caches.ts) for any signed-in user. The
 * host sees and clears every cache whole; a tenant's user sees only the tenant-aware caches, counted over the
 * tenant's own entries, and clears only those. A host user working in a tenant (Pages.Tenants and the tenant
 * header) gets that tenant's view.
 */
export const cacheManagementService: ServiceDefinition = {
  name: 'CacheManagement',
  hostMayEnterTenant: true,
  operations: {
    GetCacheKeys: op({
      output: cacheKeyListDto,
      handler: (ctx): ListResultDto<CacheKeyDto> => {
        const tenantId = viewOf(ctx);
        return {
          items: ctx.deps.caches.visibleTo(tenantId).map((cache) => {
            const { entries, hits, misses } = cache.stats(tenantId ?? undefined);
            return { cacheKey: cache.name, entries, hits, misses, tenantAware: cache.tenantAware };
          }),
        };
      },
    }),
    ExpireCache: op({
      input: expireCacheInput,
      inQuery: true,
      handler: async (ctx, input) => {
        const tenantId = viewOf(ctx);
        const cache = ctx.deps.caches.find(tenantId, input.cacheKey);
        if (!cache) throw fieldError(['cacheKey'], 'UnknownCacheKey', input.cacheKey.slice(0, 64));
        await cache.clear(tenantId ?? undefined);
      },
    }),
  },
};
