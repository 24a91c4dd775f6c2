import type { CrudApi, ManyDeleteResult } from '@/api/abpCrud';
import type { PagedResultDto } from '@/api/types/abp';
import type { QueryParams } from '@/api/types/lists';

export type RecordId = number | string;

/**
 * One back-end resource as the toolkit sees it. A feature declares it once (`crudResource` for an ABP service,
 * `defineResource` for anything else) and hands it to `useResourceTable`, `useResourceForm`, `useDeleteAction`,
 * the bulk actions and the export.
 */
export interface Resource<T, TCreate = unknown, TUpdate = unknown> {
  /** Stable id: root of the TanStack Query keys, CSV file name, column-settings key (`users`). */
  name: string;
  list(params: QueryParams, signal?: AbortSignal): Promise<PagedResultDto<T>>;
  /** One record by id: opens `/users/5` after a reload or from a shared link. */
  get?(id: RecordId, signal?: AbortSignal): Promise<T>;
  create?(input: TCreate): Promise<unknown>;
  update?(input: TUpdate): Promise<unknown>;
  remove?(id: RecordId): Promise<unknown>;
  /** Deletes several; defaults to `remove` one after the other. */
  removeMany?(
    ids: RecordId[],
    options?: { signal?: AbortSignal; onProgress?(done: number, total: number): void },
  ): Promise<ManyDeleteResult<RecordId>>;
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
  /**
   * The fields the server sorts by (its whitelist, from the shared schema): a column is sortable when its field
   * is listed, and a sort in the URL naming another field is dropped. Null: the columns' `sortable` decide.
   */
  sorting: readonly string[] | null;
  /** Finer permissions; an action whose permission is not held is hidden. */
  permissions: { create?: string; edit?: string; delete?: string };
}

export type ResourceInit<T, TCreate, TUpdate> = Pick<Resource<T, TCreate, TUpdate>, 'name' | 'list'> &
  Partial<Omit<Resource<T, TCreate, TUpdate>, 'name' | 'list'>>;

export function defineResource<T, TCreate = unknown, TUpdate = unknown>(
  init: ResourceInit<T, TCreate, TUpdate>,
): Resource<T, TCreate, TUpdate> {
  const resource: Resource<T, TCreate, TUpdate> = {
    getId: (row: T) => (row as { id: RecordId }).id,
    getTitle: (row: T) =>
      String((row as { name?: unknown; id?: unknown }).name ?? (row as { id?: unknown }).id),
    paging: 'skip',
    sortParam: 'Sorting',
    keywordParam: 'Keyword',
    sorting: null,
    permissions: {},
    ...init,
  };
  if (!resource.removeMany && resource.remove) resource.removeMany = removeOneByOne(resource.remove);
  return resource;
}

/** `removeMany` from a single delete: one after the other, failures collected, stoppable between deletions. */
export function removeOneByOne(
  remove: (id: RecordId) => Promise<unknown>,
): NonNullable<Resource<unknown>['removeMany']> {
  return async (ids, { signal, onProgress } = {}) => {
    const result: ManyDeleteResult<RecordId> = { deleted: [], failed: [], stopped: false };
    for (const [index, id] of ids.entries()) {
      if (signal?.aborted) return { ...result, stopped: true };
      try {
        await remove(id);
        result.deleted.push(id);
      } catch (error) {
        result.failed.push({ id, error });
      }
      onProgress?.(index + 1, ids.length);
    }
    return result;
  };
}

export interface CrudResourceInit<T, TCreate, TUpdate> extends Partial<
  Omit<Resource<T, TCreate, TUpdate>, 'name' | 'permissions'>
> {
  /**
   * The page permission (`Pages.Users`): creating, editing and deleting need `.Create`, `.Edit` and `.Delete`
   * under it (a backend that does not define those falls back to the page permission).
   */
  permission?: string;
  permissions?: Resource<T, TCreate, TUpdate>['permissions'];
  /** A list without create, update or delete. */
  readOnly?: boolean;
}

/**
 * A resource over an ABP CRUD service (`abpCrud('User')`), in one line:
 * `crudResource('users', usersApi, { permission: P.Users, sorting: userSorting, getTitle: (u) => u.userName })`.
 */
export function crudResource<T, TCreate, TUpdate, TList>(
  name: string,
  api: CrudApi<T, TCreate, TUpdate, TList, unknown>,
  { permission, readOnly, ...init }: CrudResourceInit<T, TCreate, TUpdate> = {},
): Resource<T, TCreate, TUpdate> {
  const finer = (action: string) => (permission ? `${permission}.${action}` : undefined);
  const id = (value: RecordId) => Number(value);
  return defineResource<T, TCreate, TUpdate>({
    name,
    // The table's loose query parameters are the service's list input, spelled as ABP binds them.
    list: (params, signal) => api.getAll(params as TList, signal),
    get: (value, signal) => api.get(id(value), signal),
    ...(readOnly
      ? {}
      : {
          create: (input: TCreate) => api.create(input),
          update: (input: TUpdate) => api.update(input),
          remove: (value: RecordId) => api.delete(id(value)),
          removeMany: (ids, options) => api.deleteMany(ids.map(id), options),
          permissions: { create: finer('Create'), edit: finer('Edit'), delete: finer('Delete') },
        }),
    ...init,
  });
}

/** Query keys: everything of a resource starts with its name, so one invalidation refreshes only that resource. */
export const resourceKeys = {
  all: (name: string) => [name] as const,
  lists: (name: string, tenantId: number | null) => [name, 'list', tenantId] as const,
  list: (name: string, tenantId: number | null, params: QueryParams) =>
    [name, 'list', tenantId, params] as const,
  detail: (name: string, tenantId: number | null, id: RecordId) =>
    [name, 'detail', tenantId, String(id)] as const,
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
