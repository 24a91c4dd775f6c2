import { api } from '../http';
import type { ListResultDto } from '../types/abp';
import type { CacheKeyDto } from '../types/config';

/** CacheManagement (`/api/services/app/CacheManagement/*`): the server's caches, and clearing one. */
export const cacheManagementApi = {
  getCacheKeys: (signal?: AbortSignal) =>
    api.get<ListResultDto<CacheKeyDto>>('CacheManagement/GetCacheKeys', undefined, { signal }),
  /** The key goes in the query string, as ABP binds it (`ExpireCache?cacheKey=CallerCache`). */
  expireCache: (cacheKey: string) => api.post<null>('CacheManagement/ExpireCache', {}, { cacheKey }),
};
