import { api, request } from '@/api/http';
import type { PagedResultDto } from '@/api/types/abp';
import type { QueryParams } from '@/api/types/lists';
import { defineResource, type Resource } from '@/components/resource/resource';

/**
 * The five standard operations of a configuration service (`/api/services/app/{Service}/*`, spec §7). Kept
 * local to the configuration screens until the toolkit's shared `abpCrud` adapter replaces it.
 */
export function configCrud<T, TCreate, TUpdate = TCreate & { id: number }>(service: string) {
  return {
    getAll: (params: QueryParams, signal?: AbortSignal) =>
      request<PagedResultDto<T>>({
        method: 'GET',
        url: `/api/services/app/${service}/GetAll`,
        params,
        signal,
      }),
    get: (id: number, signal?: AbortSignal) => api.get<T>(`${service}/Get`, { Id: id }, { signal }),
    create: (input: TCreate) => api.post<T>(`${service}/Create`, input),
    update: (input: TUpdate) => api.put<T>(`${service}/Update`, input),
    delete: (id: number) => api.delete(`${service}/Delete`, { Id: id }),
  };
}

interface ConfigResourceInit<T> {
  /** Query-key root, CSV file name and column-settings id: the route's name (`bank-accounts`). */
  name: string;
  service: string;
  getTitle(row: T): string;
  /** The permission that writes (create, edit, delete); the route's unless stated. */
  write: string;
}

/** A configuration resource for the list and form toolkit, from its ABP service name. */
export function configResource<T, TCreate, TUpdate = TCreate & { id: number }>(
  init: ConfigResourceInit<T>,
): Resource<T, TCreate, TUpdate> & { api: ReturnType<typeof configCrud<T, TCreate, TUpdate>> } {
  const crud = configCrud<T, TCreate, TUpdate>(init.service);
  return {
    ...defineResource<T, TCreate, TUpdate>({
      name: init.name,
      list: crud.getAll,
      // Record routes (`/markets/5` after a reload or from a shared link) read the record with Get.
      get: (id, signal) => crud.get(Number(id), signal),
      create: crud.create,
      update: crud.update,
      remove: (id) => crud.delete(Number(id)),
      getTitle: init.getTitle,
      permissions: { create: init.write, edit: init.write, delete: init.write },
    }),
    api: crud,
  };
}
