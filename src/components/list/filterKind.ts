import type { ReactNode } from 'react';
import type { QueryParams } from '@/api/types/lists';

/* What a filter kind is (filters.ts lists the standard kinds), and the value parsers those kinds share. */

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

/** What every standard kind is given: its name, its label, and the query parameter it sends. */
export interface FilterBase {
  name: string;
  label: string;
  /** The query parameter; defaults to the name in PascalCase. */
  param?: string;
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
