import type { QueryParams } from '@/api/types/lists';
import { pagingParams, type Resource } from '../resource/resource';
import type { FilterDef, FilterValues } from './filters';

/**
 * A list's whole view state. It lives in the URL (`?page=2&size=20&sort=userName.desc&q=ann&isActive=true`), so
 * back/forward, reload and a pasted link restore it. Defaults are left out of the URL, and so is anything that
 * does not parse or that the server would refuse (a sort field outside its whitelist): the list replaces such
 * a URL with the corrected one instead of showing an error.
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
/** The server's limits: ABP caps MaxResultCount; a keyword longer than this is a 400. */
const MAX_PAGE = 100_000_000;
const MAX_KEYWORD = 256;

export interface ListStateOptions {
  filters: FilterDef[];
  defaultSize?: number;
  defaultSort?: SortState | null;
  /** The fields a sort may name (matched case-insensitively); null accepts any well-formed field. */
  sortFields?: readonly string[] | null;
  /** Prefix of every URL key, for two lists on one page. */
  prefix?: string;
}

const positiveInt = (raw: string | null) => {
  const n = raw === null || !/^\d+$/.test(raw) ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 && n <= MAX_PAGE ? n : null;
};

export function parseSort(raw: string | null, fields?: readonly string[] | null): SortState | null {
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  const name = dot > 0 ? raw.slice(0, dot) : raw;
  const order = dot > 0 ? raw.slice(dot + 1).toLowerCase() : 'asc';
  if (!/^[A-Za-z][\w.]*$/.test(name) || (order !== 'asc' && order !== 'desc')) return null;
  if (!fields) return { field: name, order };
  const field = fields.find((f) => f.toLowerCase() === name.toLowerCase());
  return field ? { field, order } : null;
}

const sameSort = (a: SortState | null, b: SortState | null) =>
  a === b || (a !== null && b !== null && a.field === b.field && a.order === b.order);

/** Every URL key the list owns. */
export function ownedKeys({ filters, prefix = '' }: ListStateOptions): string[] {
  return ['page', 'size', 'sort', 'q', ...filters.flatMap((f) => f.keys)].map((k) => prefix + k);
}

export function readListState(search: URLSearchParams, options: ListStateOptions): ListState {
  const { filters, prefix = '', defaultSize = 10, defaultSort = null, sortFields } = options;
  const get = (key: string) => search.get(prefix + key);
  const size = positiveInt(get('size'));
  const keyword = (get('q') ?? '').trim();
  return {
    page: positiveInt(get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    // `sort=` (empty) means "no sort" even when the list has a default one.
    sort: get('sort') === '' ? null : (parseSort(get('sort'), sortFields) ?? defaultSort),
    keyword: keyword.length <= MAX_KEYWORD ? keyword : '',
    filters: Object.fromEntries(filters.map((f) => [f.name, f.read(get)])),
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
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (value === undefined) continue;
    for (const [key, v] of Object.entries(filter.write(value))) set(key, v);
  }
  return next;
}

/**
 * The URL as the list reads it: unparsable, refused and default values left out, reversed ranges swapped. Equal
 * to the current URL unless something was hand-edited (or came from an old link).
 */
export function correctedSearch(current: URLSearchParams, options: ListStateOptions): URLSearchParams {
  return writeListState(current, readListState(current, options), options);
}

const ownedEntries = (search: URLSearchParams, options: ListStateOptions) => {
  const owned = new Set(ownedKeys(options));
  return [...search.entries()]
    .filter(([k]) => owned.has(k))
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
};

/** Whether two URLs show the same list view (the list's keys only, in any order). */
export const sameView = (a: URLSearchParams, b: URLSearchParams, options: ListStateOptions) =>
  ownedEntries(a, options) === ownedEntries(b, options);

/** What the server receives for the current filter, without paging (the export pages on its own). */
export function filterParams(
  resource: Pick<Resource<unknown>, 'sortParam' | 'keywordParam'>,
  state: Pick<ListState, 'sort' | 'keyword' | 'filters'>,
  filters: FilterDef[],
): QueryParams {
  const params: QueryParams = {};
  if (resource.keywordParam && state.keyword.trim()) params[resource.keywordParam] = state.keyword.trim();
  if (state.sort) params[resource.sortParam] = `${state.sort.field} ${state.sort.order}`;
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (value !== undefined) Object.assign(params, filter.request(value));
  }
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

/**
 * Which part of the view a 400 from the list call names (ABP `validationErrors[].members`, camelCase or
 * PascalCase): the sort, the page, the keyword or a filter (by one of its request parameters). Used to drop
 * what the server refused when the client could not know (e.g. a custom service's stricter rules).
 */
export function refusedParts(
  members: string[],
  resource: Pick<Resource<unknown>, 'sortParam' | 'keywordParam'>,
  state: ListState,
  filters: FilterDef[],
): { sort: boolean; page: boolean; keyword: boolean; filters: string[] } {
  const named = new Set(members.map((m) => (m.split(/[.[]/)[0] ?? m).toLowerCase()));
  const has = (param: string | null) => param !== null && named.has(param.toLowerCase());
  return {
    sort: has(resource.sortParam) || has('sorting') || has('sortBy'),
    page: ['skipCount', 'pageNumber', 'maxResultCount'].some(has),
    keyword: has(resource.keywordParam),
    filters: filters
      .filter((f) => {
        const value = state.filters[f.name];
        return value !== undefined && Object.keys(f.request(value)).some(has);
      })
      .map((f) => f.name),
  };
}
