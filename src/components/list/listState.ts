import type { QueryParams } from '@/api/types/lists';
import { pagingParams, type Resource } from '../resource/resource';
import {
  filterRequest,
  filterUrlKeys,
  readFilter,
  writeFilter,
  type FilterDef,
  type FilterValues,
} from './filters';

/**
 * A list's whole view state. It lives in the URL (`?page=2&size=20&sort=userName.desc&q=ann&isActive=true`), so
 * back/forward, reload and a pasted link restore it. Defaults are left out of the URL.
 */
export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListState {
  page: number;
  size: number;
  sort: SortState | null;
  keyword: string;
  filters: FilterValues;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListStateOptions {
  filters: FilterDef[];
  defaultSize?: number;
  defaultSort?: SortState | null;
  /** Prefix of every URL key, for two lists on one page. */
  prefix?: string;
}

const positiveInt = (raw: string | null) => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function parseSort(raw: string | null): SortState | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  const field = dot > 0 ? raw.slice(0, dot) : raw;
  const order = dot > 0 ? raw.slice(dot + 1) : 'asc';
  if (!/^[A-Za-z][\w.]*$/.test(field) || (order !== 'asc' && order !== 'desc')) return null;
  return { field, order };
}

const sameSort = (a: SortState | null, b: SortState | null) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.order === b.order);

/** Every URL key the list owns. */
export function ownedKeys({ filters, prefix = '' }: ListStateOptions): string[] {
  return ['page', 'size', 'sort', 'q', ...filters.flatMap(filterUrlKeys)].map((k) => prefix + k);
}

export function readListState(search: URLSearchParams, options: ListStateOptions): ListState {
  const { filters, prefix = '', defaultSize = 10, defaultSort = null } = options;
  const get = (key: string) => search.get(prefix + key);
  const size = positiveInt(get('size'));
  return {
    page: positiveInt(get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    // `sort=` (empty) means "no sort" even when the list has a default one.
    sort: get('sort') === '' ? null : (parseSort(get('sort')) ?? defaultSort),
    keyword: get('q') ?? '',
    filters: Object.fromEntries(filters.map((f) => [f.name, readFilter(f, get)])),
  };
}

/** The next URL: the list's keys rewritten, every other parameter (e.g. `lng`) kept. */
export function writeListState(
  current: URLSearchParams,
  state: ListState,
  options: ListStateOptions,
): URLSearchParams {
  const { filters, prefix = '', defaultSize = 10, defaultSort = null } = options;
  const next = new URLSearchParams(current);
  for (const key of ownedKeys(options)) next.delete(key);
  const set = (key: string, value: string) => next.set(prefix + key, value);
  if (state.page > 1) set('page', String(state.page));
  if (state.size !== defaultSize) set('size', String(state.size));
  if (state.sort && !sameSort(state.sort, defaultSort))
    set('sort', `${state.sort.field}.${state.sort.order}`);
  else if (!state.sort && defaultSort) set('sort', '');
  if (state.keyword.trim()) set('q', state.keyword.trim());
  for (const filter of filters) writeFilter(filter, state.filters[filter.name], set);
  return next;
}

/** What the server receives for the current filter, without paging (the export pages on its own). */
export function filterParams(
  resource: Pick<Resource<unknown>, 'sortParam' | 'keywordParam'>,
  state: Pick<ListState, 'sort' | 'keyword' | 'filters'>,
  filters: FilterDef[],
): QueryParams {
  const params: QueryParams = {};
  if (resource.keywordParam && state.keyword.trim()) params[resource.keywordParam] = state.keyword.trim();
  if (state.sort) params[resource.sortParam] = `${state.sort.field} ${state.sort.order}`;
  for (const filter of filters) Object.assign(params, filterRequest(filter, state.filters[filter.name]));
  for (const key of Object.keys(params)) if (params[key] === undefined) delete params[key];
  return params;
}

export function requestParams(
  resource: Pick<Resource<unknown>, 'sortParam' | 'keywordParam' | 'paging'>,
  state: ListState,
  filters: FilterDef[],
): QueryParams {
  return { ...filterParams(resource, state, filters), ...pagingParams(resource, state.page, state.size) };
}

export const hasActiveFilters = (state: ListState) =>
  state.keyword.trim() !== '' || Object.values(state.filters).some((v) => v !== undefined);
