import { createElement } from 'react';
import { BooleanControl } from './BooleanControl';
import { SelectControl, TextControl } from './filterControls';
import { parseNumber, pascal, type FilterBase, type FilterDef } from './filterKind';
import { MultiSelectControl } from './MultiSelectControl';
import { NumberControl } from './rangeControls';

export * from './filterKind';
export * from './rangeFilters';

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
/** `Key` contains the text (case- and accent-insensitive on the server). Applied on Enter or leaving the box. */
export function textFilter(init: FilterBase & { maxLength?: number }): FilterDef<string> {
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

export interface SelectInit extends FilterBase {
  options: { value: string | number; label: string }[];
  /** The options are still loading: values are not checked against them yet. */
  loading?: boolean;
  /** The values are integer ids (e.g. `tenantId`): anything else in a hand-edited URL is dropped. */
  integer?: boolean;
}

const INTEGER = /^-?\d{1,15}$/;

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
export function booleanFilter(
  init: FilterBase & { trueLabel: string; falseLabel: string },
): FilterDef<boolean> {
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
  init: FilterBase & { number?: boolean; maxLength?: number },
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
