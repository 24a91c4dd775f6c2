import { useEffect, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, type PaginationProps } from './Pagination';
import './table.css';

export type SortOrder = 'asc' | 'desc';

/** A column of a DataTable: what antd's table columns offered that the app's lists use. */
export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** Where the cell's value is in the row (a field, or a path of fields); default the column's `key`. */
  dataIndex?: string | number | readonly (string | number)[];
  /** The cell; default the value as it is (text and numbers). */
  render?(value: unknown, row: T, index: number): ReactNode;
  width?: number | string;
  align?: 'start' | 'center' | 'end' | 'left' | 'right';
  /** `'right'`/`'end'`: stays at the end of the visible part while the table scrolls sideways (row actions). */
  fixed?: 'right' | 'end';
  className?: string;
  /** The header is a button that asks for another order (`onSort`). */
  sortable?: boolean;
  /** The order the rows are in by this column, if they are. */
  sortOrder?: SortOrder | null;
}

export interface DataTableSelection<T> {
  /** The keys (`rowKey`) of the selected rows, on this page and others. */
  selected: ReadonlySet<string>;
  /** Rows that cannot be selected (their checkbox is disabled). */
  disabled?(row: T): boolean;
  /** The accessible name of a row's checkbox (the record's title). */
  label(row: T): string;
  /** Rows of this page were checked (`true`) or unchecked. */
  onChange(rows: T[], selected: boolean): void;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: ((row: T) => Key) | (keyof T & string);
  'aria-label'?: string;
  /** New rows are on their way: the current ones stay, dimmed, and the table is `aria-busy`. */
  loading?: boolean;
  /** What an empty table shows. */
  empty?: ReactNode;
  /** A sortable column's header was pressed. */
  onSort?(key: string): void;
  selection?: DataTableSelection<T>;
  pagination?: PaginationProps;
  /** Cell padding, as antd's sizes: 16 px (lists), 12 × 8 px, 8 px (the record drawers' tables). */
  size?: 'large' | 'middle' | 'small';
  footer?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function valueOf<T>(row: T, column: DataColumn<T>): unknown {
  const path = ([] as (string | number)[]).concat(
    (column.dataIndex ?? column.key) as string | number | (string | number)[],
  );
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    row,
  );
}

const plain = (value: unknown): ReactNode =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

function cellClass(column: DataColumn<unknown>, extra?: string | null) {
  const align = column.align === 'right' ? 'end' : column.align === 'left' ? 'start' : column.align;
  return [
    extra,
    align && align !== 'start' ? `app-table__cell--${align}` : null,
    column.fixed ? 'app-table__cell--fixed-end' : null,
    column.className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The app's data table in plain HTML and CSS (table.css, on antd's theme variables): sortable headers, row
 * selection, the empty and loading states and the pager. It replaces antd's Table, which brought its filter
 * dropdown, tree, virtual list and Select into every list's first load (≈ 80 KB gzip).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, selection, loading = false, size = 'large' } = props;
  const { t } = useTranslation('toolkit');
  const keyOf = (row: T): string =>
    String(typeof props.rowKey === 'function' ? props.rowKey(row) : row[props.rowKey]);
  const span = columns.length + (selection ? 1 : 0);

  return (
    <div className={`app-table app-table--${size}${loading ? ' app-table--loading' : ''}`}>
      <div className="app-table__scroll">
        <table aria-label={props['aria-label']} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="app-table__select">
                  <SelectAll rows={rows} keyOf={keyOf} selection={selection} />
                </th>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} onSort={props.onSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = keyOf(row);
              const checked = selection?.selected.has(key) ?? false;
              return (
                <tr key={key} className={checked ? 'app-table__row--selected' : undefined}>
                  {selection && (
                    <td className="app-table__select">
                      <input
                        type="checkbox"
                        className="app-table__checkbox"
                        aria-label={selection.label(row)}
                        checked={checked}
                        disabled={selection.disabled?.(row) ?? false}
                        onChange={(e) => selection.onChange([row], e.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => {
                    const value = valueOf(row, column);
                    return (
                      <td
                        key={column.key}
                        className={
                          cellClass(
                            column as DataColumn<unknown>,
                            column.sortOrder ? 'app-table__cell--sorted' : null,
                          ) || undefined
                        }
                      >
                        {column.render ? column.render(value, row, index) : plain(value)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={span} className="app-table__placeholder">
                  {loading ? <span className="app-table__spinner" /> : (props.empty ?? <Empty />)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {/* Present before it speaks, so that screen readers announce it. */}
      <span className="app-table__status" role="status">
        {loading ? t('table.loading') : ''}
      </span>
      {loading && rows.length > 0 && <span className="app-table__spinner app-table__spinner--over" />}
      {props.footer && <div className="app-table__footer">{props.footer}</div>}
      {props.pagination && props.pagination.total > 0 && <Pagination {...props.pagination} />}
    </div>
  );
}

function HeaderCell<T>({ column, onSort }: { column: DataColumn<T>; onSort?: (key: string) => void }) {
  const order = column.sortOrder ?? null;
  const style: CSSProperties | undefined = column.width !== undefined ? { width: column.width } : undefined;
  const className = cellClass(
    column as DataColumn<unknown>,
    column.sortable ? 'app-table__sortable' : undefined,
  );
  return (
    <th
      scope="col"
      className={className || undefined}
      style={style}
      aria-sort={order ? ARIA_SORT[order] : undefined}
    >
      {column.sortable && onSort ? (
        <button type="button" className="app-table__sort" onClick={() => onSort(column.key)}>
          <span className="app-table__sort-title">{column.title}</span>
          <SortArrows order={order} />
        </button>
      ) : (
        column.title
      )}
    </th>
  );
}

/** antd's two stacked carets: the one of the current order filled with the primary colour. */
function SortArrows({ order }: { order: SortOrder | null }) {
  return (
    <span className="app-table__sorter" aria-hidden>
      <svg viewBox="0 0 10 6" width="10" height="6" className={order === 'asc' ? 'is-active' : undefined}>
        <path d="M5 0 10 6H0z" fill="currentColor" />
      </svg>
      <svg viewBox="0 0 10 6" width="10" height="6" className={order === 'desc' ? 'is-active' : undefined}>
        <path d="M0 0h10L5 6z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** Checks or unchecks every selectable row of the page; mixed while only some of them are selected. */
function SelectAll<T>({
  rows,
  keyOf,
  selection,
}: {
  rows: readonly T[];
  keyOf: (row: T) => string;
  selection: DataTableSelection<T>;
}) {
  const { t } = useTranslation('toolkit');
  const selectable = rows.filter((row) => !selection.disabled?.(row));
  const count = selectable.filter((row) => selection.selected.has(keyOf(row))).length;
  const all = selectable.length > 0 && count === selectable.length;
  const some = count > 0 && !all;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="app-table__checkbox"
      aria-label={t('table.selectAll')}
      checked={all}
      disabled={selectable.length === 0}
      onChange={() => selection.onChange(selectable, !all)}
    />
  );
}

/** An empty table's picture and text (antd's "simple" empty state, drawn here). */
export function Empty({ children, description }: { children?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation('toolkit');
  return (
    <div className="app-empty">
      <svg
        className="app-empty__image"
        viewBox="0 0 64 41"
        width="64"
        height="41"
        aria-hidden
        focusable="false"
      >
        <ellipse cx="32" cy="33" rx="32" ry="7" className="app-empty__shadow" />
        <path
          d="M55 13.3 45.2 2.6A2.6 2.6 0 0 0 43.4 2H20.6c-.7 0-1.3.2-1.8.6L9 13.3V22h46z"
          className="app-empty__box"
        />
        <path
          d="M41.6 16.3c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-2.9 3.9H11.9C10.3 35.4 9 33.6 9 31.5V13.4h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
          className="app-empty__tray"
        />
      </svg>
      <div className="app-empty__text">{description ?? t('table.empty')}</div>
      {children && <div className="app-empty__actions">{children}</div>}
    </div>
  );
}
