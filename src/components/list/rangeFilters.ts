import { createElement } from 'react';
import { DateRangeControl } from './DateRangeControl';
import {
  compareDecimals,
  ordered,
  parseDate,
  parseDecimal,
  parseNumber,
  pascal,
  type FilterBase,
  type FilterDef,
  type RangeValue,
} from './filterKind';
import { DecimalRangeControl, FilterNote, RangeControl } from './rangeControls';

/* The range kinds of filters.ts's table: numbers, exact money decimals and calendar days. */

type MinMaxInit = Omit<FilterBase, 'param'> & {
  minParam?: string;
  maxParam?: string;
  /**
   * What must be chosen first, said in the bar instead of the boxes (money compared within one currency:
   * "Amount: choose a currency to filter or sort by it"); while it is given, the filter is off and its URL
   * entries are dropped. `false` or absent: the filter works.
   */
  needs?: string | false;
};

/**
 * What the min/max kinds share: `amount` is `?amountMin=&amountMax=`, sent as MinAmount/MaxAmount; an end that
 * does not parse is open, and ends typed the wrong way round are swapped.
 */
function minMaxFilter<V extends number | string>(
  init: MinMaxInit,
  kind: string,
  parse: (raw: string | null) => V | null,
  compare: (a: V, b: V) => number,
  control: FilterDef<RangeValue<V>>['control'],
): FilterDef<RangeValue<V>> {
  const [minKey, maxKey] = [`${init.name}Min`, `${init.name}Max`];
  const minParam = init.minParam ?? `Min${pascal(init.name)}`;
  const maxParam = init.maxParam ?? `Max${pascal(init.name)}`;
  const { needs } = init;
  return {
    name: init.name,
    label: init.label,
    kind,
    keys: [minKey, maxKey],
    version: needs ? 'off' : undefined,
    read: (get) => {
      if (needs) return undefined;
      const [min, max] = [parse(get(minKey)), parse(get(maxKey))];
      if (min === null && max === null) return undefined;
      return min !== null && max !== null && compare(min, max) > 0 ? [max, min] : [min, max];
    },
    write: ([min, max]) => ({
      ...(min !== null ? { [minKey]: String(min) } : {}),
      ...(max !== null ? { [maxKey]: String(max) } : {}),
    }),
    request: ([min, max]) => ({ [minParam]: min ?? undefined, [maxParam]: max ?? undefined }),
    control: needs ? () => createElement(FilterNote, null, needs) : control,
  };
}

/** A numeric or money range: `amount` is `?amountMin=&amountMax=`, sent as MinAmount/MaxAmount. */
export const rangeFilter = (init: MinMaxInit & { precision?: number }) =>
  minMaxFilter<number>(
    init,
    'range',
    parseNumber,
    (a, b) => a - b,
    (props) => createElement(RangeControl, { ...props, label: init.label, precision: init.precision }),
  );

/**
 * A money range kept as exact decimals (`?amountMin=10.50`), sent as typed: `MinAmount=10.50`. Up to 15 digits
 * before the point and 4 after (the server's money filter).
 */
export const decimalRangeFilter = (init: MinMaxInit) =>
  minMaxFilter<string>(init, 'decimalRange', parseDecimal, compareDecimals, (props) =>
    createElement(DecimalRangeControl, { ...props, label: init.label }),
  );

const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();

/**
 * Calendar days, inclusive: `creationDate` is `?creationDateFrom=&creationDateTo=`, sent as
 * StartCreationDate/EndCreationDate, the ISO instants of the local days' start and end. With `days` (dates
 * without a time, like a check-in date) the days are sent as they are: `StartCheckInDate=2026-07-01`.
 */
export function dateRangeFilter(
  init: Omit<FilterBase, 'param'> & { startParam?: string; endParam?: string; days?: boolean },
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
