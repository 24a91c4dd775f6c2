import type { QueryParams } from '@/api/types/lists';

/**
 * Filter declarations. Each kind knows how it lives in the URL and what it sends to the server, so a page only
 * says `booleanFilter({ name: 'isActive', label })` and the table hook does the rest.
 *
 * URL shapes (name = the filter's name): select/boolean `?name=value`; range `?nameMin=10&nameMax=200`;
 * date range `?nameFrom=2026-01-01&nameTo=2026-01-31` (calendar dates, inclusive).
 */
export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase {
  name: string;
  label: string;
}

export interface SelectFilter extends FilterBase {
  kind: 'select';
  param: string;
  options: FilterOption[];
  loading?: boolean;
  /** The values are integer ids (e.g. `tenantId`): anything else in a hand-edited URL is ignored. */
  integer?: boolean;
}

export interface BooleanFilter extends FilterBase {
  kind: 'boolean';
  param: string;
  trueLabel: string;
  falseLabel: string;
}

export interface RangeFilter extends FilterBase {
  kind: 'range';
  minParam: string;
  maxParam: string;
}

export interface DateRangeFilter extends FilterBase {
  kind: 'dateRange';
  startParam: string;
  endParam: string;
}

export type FilterDef = SelectFilter | BooleanFilter | RangeFilter | DateRangeFilter;

/** A range's ends; either may be open. Dates are `YYYY-MM-DD`. */
export type RangeValue<V> = [V | null, V | null];
export type FilterValue = string | boolean | RangeValue<number> | RangeValue<string>;
export type FilterValues = Record<string, FilterValue | undefined>;

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Init<F extends FilterDef, Defaults extends keyof F> = Omit<F, 'kind' | Defaults> &
  Partial<Pick<F, Defaults>>;

export const selectFilter = (
  init: Omit<Init<SelectFilter, 'param'>, 'options'> & {
    options: { value: string | number; label: string }[];
  },
): SelectFilter => ({
  kind: 'select',
  param: pascal(init.name),
  ...init,
  options: init.options.map((o) => ({ value: String(o.value), label: o.label })),
});

export const booleanFilter = (init: Init<BooleanFilter, 'param'>): BooleanFilter => ({
  kind: 'boolean',
  param: pascal(init.name),
  ...init,
});

/** An amount range: `amount` sends MinAmount/MaxAmount. */
export const rangeFilter = (init: Init<RangeFilter, 'minParam' | 'maxParam'>): RangeFilter => ({
  kind: 'range',
  minParam: `Min${pascal(init.name)}`,
  maxParam: `Max${pascal(init.name)}`,
  ...init,
});

/** A date range: `creationDate` sends StartCreationDate/EndCreationDate as ISO instants of the local days. */
export const dateRangeFilter = (init: Init<DateRangeFilter, 'startParam' | 'endParam'>): DateRangeFilter => ({
  kind: 'dateRange',
  startParam: `Start${pascal(init.name)}`,
  endParam: `End${pascal(init.name)}`,
  ...init,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const parseNumber = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};
/** A real calendar day (`2026-02-30` is not); anything else is ignored. */
const parseDate = (raw: string | null) => {
  if (!raw || !DATE.test(raw)) return null;
  const [y, m, d] = raw.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? raw : null;
};
const INTEGER = /^-?\d{1,15}$/;

/** A range whose ends were typed the wrong way round (`from` after `to`) is read swapped. */
function ordered<V extends number | string>(value: RangeValue<V>): RangeValue<V> | undefined {
  const [from, to] = value;
  if (from === null && to === null) return undefined;
  return from !== null && to !== null && from > to ? [to, from] : value;
}

/** The URL keys a filter owns. */
export function filterUrlKeys(filter: FilterDef): string[] {
  if (filter.kind === 'range') return [`${filter.name}Min`, `${filter.name}Max`];
  if (filter.kind === 'dateRange') return [`${filter.name}From`, `${filter.name}To`];
  return [filter.name];
}

export function readFilter(filter: FilterDef, get: (key: string) => string | null): FilterValue | undefined {
  switch (filter.kind) {
    case 'select': {
      const raw = get(filter.name);
      if (!raw) return undefined;
      return filter.integer && !INTEGER.test(raw.trim()) ? undefined : filter.integer ? raw.trim() : raw;
    }
    case 'boolean': {
      const raw = get(filter.name);
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    }
    case 'range': {
      return ordered<number>([parseNumber(get(`${filter.name}Min`)), parseNumber(get(`${filter.name}Max`))]);
    }
    case 'dateRange': {
      return ordered<string>([parseDate(get(`${filter.name}From`)), parseDate(get(`${filter.name}To`))]);
    }
  }
}

export function writeFilter(
  filter: FilterDef,
  value: FilterValue | undefined,
  set: (key: string, v: string) => void,
) {
  if (value === undefined || value === '') return;
  if (filter.kind === 'select' || filter.kind === 'boolean') {
    set(filter.name, String(value));
    return;
  }
  const [from, to] = value as RangeValue<number | string>;
  const [minKey, maxKey] = filterUrlKeys(filter) as [string, string];
  if (from !== null && from !== undefined) set(minKey, String(from));
  if (to !== null && to !== undefined) set(maxKey, String(to));
}

const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

/** What the filter sends to the server. */
export function filterRequest(filter: FilterDef, value: FilterValue | undefined): QueryParams {
  if (value === undefined) return {};
  switch (filter.kind) {
    case 'select':
    case 'boolean':
      return { [filter.param]: value as string | boolean };
    case 'range': {
      const [min, max] = value as RangeValue<number>;
      return { [filter.minParam]: min ?? undefined, [filter.maxParam]: max ?? undefined };
    }
    case 'dateRange': {
      const [from, to] = value as RangeValue<string>;
      return {
        [filter.startParam]: from ? startOfDay(from) : undefined,
        [filter.endParam]: to ? endOfDay(to) : undefined,
      };
    }
  }
}
