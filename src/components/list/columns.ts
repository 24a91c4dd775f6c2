import type { ReactNode } from 'react';
import type { CsvCell } from '@/lib/csv';
import type { DataColumn } from '../table/DataTable';

/**
 * A table column as pages declare it: a DataTable column with a stable `key`, a plain-text `title` (used by the
 * column settings and the CSV header) and the toolkit's extras.
 */
export interface ResourceColumn<T> extends Omit<DataColumn<T>, 'title' | 'key' | 'sortable' | 'sortOrder'> {
  key: string;
  title: string;
  /** What the table header shows, when it is more than the plain `title`. */
  header?: ReactNode;
  /**
   * Server-side sorting. With the resource's whitelist (`resource.sorting`) a column sorts when its `key` is a
   * listed field: leave this out, give the field's name when it differs (`'isSuccess'`), or `false` to opt out.
   * Without a whitelist: `true` sorts by `key`, a string names the server's field.
   */
  sortable?: boolean | string;
  /** The CSV cell; `false` leaves the column out of the export. Default: the `dataIndex` value. */
  exportValue?: ((row: T) => CsvCell) | false;
  /**
   * A money column: the row's currency. The export writes the amount as a plain number (`exportValue`, a
   * `csvDecimal`) and the currency in a column of its own after it (one after adjacent money columns).
   */
  currency?: (row: T) => string | null | undefined;
  /** `false` keeps the column always visible and out of the column settings (e.g. actions). */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
  /** What the detail drawer shows, when the cell abbreviates (default the cell); `false` leaves it out. */
  detail?: ((row: T) => ReactNode) | false;
}

/** The server field a column sorts by, or null; `whitelist` is the resource's `sorting`. */
export function sortField<T>(column: ResourceColumn<T>, whitelist?: readonly string[] | null): string | null {
  if (column.sortable === false) return null;
  const name = typeof column.sortable === 'string' ? column.sortable : column.key;
  if (!whitelist) return column.sortable ? name : null;
  return whitelist.find((f) => f.toLowerCase() === name.toLowerCase()) ?? null;
}

/** The raw value at the column's `dataIndex`. */
export function cellValue<T>(row: T, column: ResourceColumn<T>): unknown {
  const path =
    column.dataIndex === undefined
      ? [column.key]
      : ([] as (string | number)[]).concat(column.dataIndex as string);
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    row,
  );
}

export function exportCell<T>(row: T, column: ResourceColumn<T>): CsvCell {
  if (typeof column.exportValue === 'function') return column.exportValue(row);
  const value = cellValue(row, column);
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : (value as CsvCell);
}
