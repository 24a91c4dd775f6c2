import { createElement, type ReactNode } from 'react';
import type { QueryParams } from '@/api/types/lists';
import { BooleanControl } from './BooleanControl';
import { SelectControl, TextControl } from './filterControls';
import { MultiSelectControl } from './MultiSelectControl';
import { DateRangeControl } from './DateRangeControl';
import { DecimalRangeControl, NumberControl, RangeControl } from './rangeControls';

/**
 * Filter kinds. A filter is one object that knows its URL keys, how to read and write them, what it sends to
 * the server and which control it shows; the toolkit never switches over kinds, so a feature can add a kind
 * by writing such an object. The factories below are the standard kinds, matching the server's
 * (server/abp/crud/filters.ts):
 *
 * | factory              | URL (name = the filter's name)       | sent (Name = PascalCase)                      |
 * | -------------------- | ------------------------------------ | --------------------------------------------- |
 * | `textFilter`         | `?email=ann`                         | `Email=ann` (contains)                        |
 * | `selectFilter`       | `?tenantId=3`                        | `TenantId=3` (exact, one of the options)      |
 * | `multiSelectFilter`  | `?status=1,2`                        | `Status=1,2` (one of)                         |
 * | `exactFilter`        | `?voucherNo=A1`, `?amount=12.5`      | `VoucherNo=A1`, `Amount=12.5`                 |
 * | `booleanFilter`      | `?isActive=true`                     | `IsActive=true`                               |
 * | `rangeFilter`        | `?amountMin=10&amountMax=200`        | `MinAmount=10&MaxAmount=200`                  |
 * | `decimalRangeFilter` | `?amountMin=10.50&amountMax=200`     | `MinAmount=10.50&MaxAmount=200` (exact text)  |
 * | `dateRangeFilter`    | `?creationDateFrom=2026-01-01&…To=…` | `StartCreationDate`/`EndCreationDate` (ISO)   |
 * | … with `days`        | `?checkInDateFrom=2026-07-01&…To=…`  | `StartCheckInDate=2026-07-01` (calendar days) |
 *
 * A value that does not parse (`?isActive=maybe`, `?creationDateFrom=2026-02-30`) reads as absent, and the list
 * then drops it from the URL; a reversed range is read swapped.
 */
export interface FilterControlProps<V> {
  value: V | undefined;
  onChange(value: V | undefined): void;
}

export interface FilterDef<V = unknown> {
  name: string;
  label: string;
  /** Names the kind in debugging output and the list's memo key; nothing switches over it. */
  kind: string;
  /** The URL keys the filter owns. */
  keys: readonly string[];
  /** The value in the URL; undefined when absent or invalid. */
  read(get: (key: string) => string | null): V | undefined;
  /** The URL entries of a value. */
  write(value: V): Record<string, string>;
  /** What the server receives. */
  request(value: V): QueryParams;
  /** The control in the filter bar. */
  control(props: FilterControlProps<V>): ReactNode;
  /** Changes when what `read` accepts changes (e.g. the options arrived), so the URL is checked again. */
  version?: string;
}

export type FilterValues = Record<string, unknown>;

export interface FilterOption {
  value: string;
  label: string;
}

export const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INTEGER = /^-?\d{1,15}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export const parseNumber = (raw: string | null) => {
  const s = raw?.trim();
  return s && NUMBER.test(s) && Number.isFinite(Number(s)) ? Number(s) : null;
};

/** A real calendar day (`2026-02-30` is not), as `YYYY-MM-DD`; anything else is null. */
export const parseDate = (raw: string | null) => {
  if (!raw || !DATE.test(raw)) return null;
  const [y, m, d] = raw.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? raw : null;
};

/** A range's ends; either may be open. Dates are `YYYY-MM-DD`. */
export type RangeValue<V> = [V | null, V | null];

/** Both ends open is no filter; ends typed the wrong way round are swapped. */
export function ordered<V extends number | string>(value: RangeValue<V>): RangeValue<V> | undefined {
  const [from, to] = value;
  if (from === null && to === null) return undefined;
  return from !== null && to !== null && from > to ? [to, from] : value;
}

interface Base {
  name: string;
  label: string;
  /** The query parameter; defaults to the name in PascalCase. */
  param?: string;
}

/** `Key` contains the text (case- and accent-insensitive on the server). Applied on Enter or leaving the box. */
export function textFilter(init: Base & { maxLength?: number }): FilterDef<string> {
  const param = init.param ?? pascal(init.name);
  const max = init.maxLength ?? 256;
  return {
    name: init.name,
    label: init.label,
    kind: 'text',
    keys: [init.name],
    read: (get) => {
      const raw = get(init.name)?.trim();
      return raw && raw.length <= max ? raw : undefined;
    },
    write: (value) => ({ [init.name]: value }),
    request: (value) => ({ [param]: value }),
    control: (props) => createElement(TextControl, { ...props, label: init.label, maxLength: max }),
  };
}

export interface SelectInit extends Base {
  options: { value: string | number; label: string }[];
  /** The options are still loading: values are not checked against them yet. */
  loading?: boolean;
  /** The values are integer ids (e.g. `tenantId`): anything else in a hand-edited URL is dropped. */
  integer?: boolean;
}

/** A value accepted by a select: the right shape, and one of the options once they are known. */
function optionCheck(init: SelectInit) {
  const options = init.options.map((o) => ({ value: String(o.value), label: o.label }));
  const known = init.loading || !options.length ? null : new Set(options.map((o) => o.value));
  const accept = (v: string) => (!init.integer || INTEGER.test(v)) && (known === null || known.has(v));
  return { options, accept, version: known ? [...known].join(',') : 'any' };
}

/** One of the options, sent as is (`TenantId=3`). */
export function selectFilter(init: SelectInit): FilterDef<string> {
  const param = init.param ?? pascal(init.name);
  const { options, accept, version } = optionCheck(init);
  return {
    name: init.name,
    label: init.label,
    kind: 'select',
    keys: [init.name],
    version,
    read: (get) => {
      const raw = get(init.name)?.trim();
      return raw && accept(raw) ? raw : undefined;
    },
    write: (value) => ({ [init.name]: value }),
    request: (value) => ({ [param]: value }),
    control: (props) =>
      createElement(SelectControl, { ...props, label: init.label, options, loading: init.loading }),
  };
}

/** Any of the chosen options (`?status=1,2` → `Status=1,2`, the server's `oneOf`). */
export function multiSelectFilter(init: SelectInit): FilterDef<string[]> {
  const param = init.param ?? pascal(init.name);
  const { options, accept, version } = optionCheck(init);
  return {
    name: init.name,
    label: init.label,
    kind: 'multiSelect',
    keys: [init.name],
    version,
    read: (get) => {
      const values = (get(init.name) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(accept);
      const unique = [...new Set(values)];
      return unique.length ? unique : undefined;
    },
    write: (value) => ({ [init.name]: value.join(',') }),
    request: (value) => ({ [param]: value.join(',') }),
    control: (props) =>
      createElement(MultiSelectControl, { ...props, label: init.label, options, loading: init.loading }),
  };
}

/** Yes/no (`?isActive=true`); anything but `true`/`false` is dropped. */
export function booleanFilter(init: Base & { trueLabel: string; falseLabel: string }): FilterDef<boolean> {
  const param = init.param ?? pascal(init.name);
  return {
    name: init.name,
    label: init.label,
    kind: 'boolean',
    keys: [init.name],
    read: (get) => {
      const raw = get(init.name);
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    },
    write: (value) => ({ [init.name]: String(value) }),
    request: (value) => ({ [param]: value }),
    control: (props) =>
      createElement(BooleanControl, {
        ...props,
        label: init.label,
        trueLabel: init.trueLabel,
        falseLabel: init.falseLabel,
      }),
  };
}

/** Equals the value: text (`?voucherNo=A1`) or, with `number`, a number (`?amount=12.5`). */
export function exactFilter(
  init: Base & { number?: boolean; maxLength?: number },
): FilterDef<string | number> {
  if (!init.number) return { ...textFilter(init), kind: 'exact' };
  const param = init.param ?? pascal(init.name);
  return {
    name: init.name,
    label: init.label,
    kind: 'exactNumber',
    keys: [init.name],
    read: (get) => parseNumber(get(init.name)) ?? undefined,
    write: (value) => ({ [init.name]: String(value) }),
    request: (value) => ({ [param]: value }),
    control: (props) =>
      createElement(NumberControl, {
        value: props.value === undefined ? undefined : Number(props.value),
        onChange: props.onChange,
        label: init.label,
      }),
  };
}

/** A numeric or money range: `amount` is `?amountMin=&amountMax=`, sent as MinAmount/MaxAmount. */
export function rangeFilter(
  init: Omit<Base, 'param'> & { minParam?: string; maxParam?: string; precision?: number },
): FilterDef<RangeValue<number>> {
  const [minKey, maxKey] = [`${init.name}Min`, `${init.name}Max`];
  const minParam = init.minParam ?? `Min${pascal(init.name)}`;
  const maxParam = init.maxParam ?? `Max${pascal(init.name)}`;
  return {
    name: init.name,
    label: init.label,
    kind: 'range',
    keys: [minKey, maxKey],
    read: (get) => ordered<number>([parseNumber(get(minKey)), parseNumber(get(maxKey))]),
    write: ([min, max]) => ({
      ...(min !== null ? { [minKey]: String(min) } : {}),
      ...(max !== null ? { [maxKey]: String(max) } : {}),
    }),
    request: ([min, max]) => ({ [minParam]: min ?? undefined, [maxParam]: max ?? undefined }),
    control: (props) =>
      createElement(RangeControl, { ...props, label: init.label, precision: init.precision }),
  };
}

const DECIMAL = /^\d{1,15}(\.\d{1,4})?$/;

/** A non-negative exact decimal as typed (`12.50`), or null; never passed through a float. */
export const parseDecimal = (raw: string | null) => {
  const s = raw?.trim();
  return s && DECIMAL.test(s) ? s : null;
};

/** Compares two non-negative decimal strings exactly. */
export function compareDecimals(a: string, b: string): number {
  const [aw = '', af = ''] = a.split('.');
  const [bw = '', bf = ''] = b.split('.');
  const [wa, wb] = [aw.replace(/^0+(?=\d)/, ''), bw.replace(/^0+(?=\d)/, '')];
  if (wa.length !== wb.length) return wa.length - wb.length;
  if (wa !== wb) return wa < wb ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const [fa, fb] = [af.padEnd(width, '0'), bf.padEnd(width, '0')];
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/**
 * A money range kept as exact decimals (`?amountMin=10.50`), sent as typed: `MinAmount=10.50`. Up to 15 digits
 * before the point and 4 after (the server's money filter); ends typed the wrong way round are swapped.
 */
export function decimalRangeFilter(
  init: Omit<Base, 'param'> & { minParam?: string; maxParam?: string },
): FilterDef<RangeValue<string>> {
  const [minKey, maxKey] = [`${init.name}Min`, `${init.name}Max`];
  const minParam = init.minParam ?? `Min${pascal(init.name)}`;
  const maxParam = init.maxParam ?? `Max${pascal(init.name)}`;
  return {
    name: init.name,
    label: init.label,
    kind: 'decimalRange',
    keys: [minKey, maxKey],
    read: (get) => {
      const [min, max] = [parseDecimal(get(minKey)), parseDecimal(get(maxKey))];
      if (min === null && max === null) return undefined;
      return min !== null && max !== null && compareDecimals(min, max) > 0 ? [max, min] : [min, max];
    },
    write: ([min, max]) => ({
      ...(min !== null ? { [minKey]: min } : {}),
      ...(max !== null ? { [maxKey]: max } : {}),
    }),
    request: ([min, max]) => ({ [minParam]: min ?? undefined, [maxParam]: max ?? undefined }),
    control: (props) => createElement(DecimalRangeControl, { ...props, label: init.label }),
  };
}

const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

/**
 * Calendar days, inclusive: `creationDate` is `?creationDateFrom=&creationDateTo=`, sent as
 * StartCreationDate/EndCreationDate, the ISO instants of the local days' start and end. With `days` (dates
 * without a time, like a check-in date) the days are sent as they are: `StartCheckInDate=2026-07-01`.
 */
export function dateRangeFilter(
  init: Omit<Base, 'param'> & { startParam?: string; endParam?: string; days?: boolean },
): FilterDef<RangeValue<string>> {
  const [fromKey, toKey] = [`${init.name}From`, `${init.name}To`];
  const startParam = init.startParam ?? `Start${pascal(init.name)}`;
  const endParam = init.endParam ?? `End${pascal(init.name)}`;
  return {
    name: init.name,
    label: init.label,
    kind: 'dateRange',
    keys: [fromKey, toKey],
    read: (get) => ordered<string>([parseDate(get(fromKey)), parseDate(get(toKey))]),
    write: ([from, to]) => ({
      ...(from !== null ? { [fromKey]: from } : {}),
      ...(to !== null ? { [toKey]: to } : {}),
    }),
    request: ([from, to]) => ({
      [startParam]: from ? (init.days ? from : startOfDay(from)) : undefined,
      [endParam]: to ? (init.days ? to : endOfDay(to)) : undefined,
    }),
    control: (props) => createElement(DateRangeControl, { ...props, label: init.label }),
  };
}
