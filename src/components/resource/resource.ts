import type { PagedResultDto } from '@/api/types/abp';
import type { QueryParams } from '@/api/types/lists';

export type RecordId = number | string;

/**
 * One back-end resource as the toolkit sees it. A feature declares it once (see `defineResource`) and hands it
 * to `useResourceTable`, `useResourceForm`, `useDeleteAction` and the export.
 */
export interface Resource<T, TCreate = unknown, TUpdate = unknown> {
  /** Stable id: root of the TanStack Query keys, CSV file name, column-settings key (`users`). */
  name: string;
  list(params: QueryParams, signal?: AbortSignal): Promise<PagedResultDto<T>>;
  create?(input: TCreate): Promise<unknown>;
  update?(input: TUpdate): Promise<unknown>;
  remove?(id: RecordId): Promise<unknown>;
  /** Defaults to `row.id`. */
  getId(row: T): RecordId;
  /** Names the record in confirmations and notifications. */
  getTitle(row: T): string;
  /** `skip`: SkipCount/MaxResultCount (ABP default); `page`: PageNumber/MaxResultCount. */
  paging: 'skip' | 'page';
  /** Query parameter of the sort: `Sorting` (ABP) or `SortBy`; the value is `"field asc|desc"`. */
  sortParam: string;
  /** Query parameter of the keyword search, or null when the service has none. */
  keywordParam: string | null;
  /** Finer permissions; an action whose permission is not held is hidden. */
  permissions: { create?: string; edit?: string; delete?: string };
}

export type ResourceInit<T, TCreate, TUpdate> = Pick<Resource<T, TCreate, TUpdate>, 'name' | 'list'> &
  Partial<Omit<Resource<T, TCreate, TUpdate>, 'name' | 'list'>>;

export function defineResource<T, TCreate = unknown, TUpdate = unknown>(
  init: ResourceInit<T, TCreate, TUpdate>,
): Resource<T, TCreate, TUpdate> {
  return {
    getId: (row: T) => (row as { id: RecordId }).id,
    getTitle: (row: T) =>
      String((row as { name?: unknown; id?: unknown }).name ?? (row as { id?: unknown }).id),
    paging: 'skip',
    sortParam: 'Sorting',
    keywordParam: 'Keyword',
    permissions: {},
    ...init,
  };
}

/** Query keys: everything of a resource starts with its name, so one invalidation refreshes only that resource. */
export const resourceKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, tenantId: number | null, params: QueryParams) =>
    [name, 'list', tenantId, params] as const,
  detail: (name: string, tenantId: number | null, id: RecordId) => [name, 'detail', tenantId, id] as const,
};

/** Paging parameters of one page, in the resource's convention. */
export function pagingParams(
  resource: Pick<Resource<unknown>, 'paging'>,
  page: number,
  size: number,
): QueryParams {
  return resource.paging === 'page'
    ? { PageNumber: page, MaxResultCount: size }
    : { SkipCount: (page - 1) * size, MaxResultCount: size };
}
