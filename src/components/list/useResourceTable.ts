import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isAbpApiError } from '@/api/errors';
import type { QueryParams } from '@/api/types/lists';
import { useCan } from '@/auth/session';
import { renderCellText } from '../display/CellText';
import { resourceKeys, type RecordId, type Resource } from '../resource/resource';
import type { DataColumn, DataTableProps } from '../table/DataTable';
import { useTenantScope } from '../resource/useTenantScope';
import { sortField, type ResourceColumn } from './columns';
import type { FilterDef } from './filters';
import {
  filterParams,
  hasActiveFilters,
  PAGE_SIZES,
  refusedParts,
  requestParams,
  type SortState,
} from './listState';
import { useColumnSettings } from './useColumnSettings';
import { useListState } from './useListState';

export interface UseResourceTableOptions<T> {
  // The table never calls create/update, so their input types do not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any create/update input is accepted
  resource: Resource<T, any, any>;
  columns: ResourceColumn<T>[];
  filters?: FilterDef[];
  defaultSort?: SortState;
  defaultPageSize?: number;
  /** Column-settings id; defaults to the resource name. */
  listId?: string;
  /** URL key prefix, for two lists on one page. */
  urlPrefix?: string;
  /** Parameters always sent (not in the URL). */
  fixedParams?: QueryParams;
  /** Which rows can be selected for bulk actions; selection is on when the user may delete. */
  selectable?: (row: T) => boolean;
  /**
   * Fields of the whitelist not offered now (money amounts while no currency is chosen): their columns do not
   * sort, and a sort by them leaves the URL.
   */
  unsortable?: readonly string[];
}

/**
 * The one list hook: URL state, the server query (paging, sorting, keyword, filters), column settings and row
 * selection. Render the result with `<ResourceList table={table} />`, or spread `tableProps` on a DataTable.
 */
export function useResourceTable<T extends object>(options: UseResourceTableOptions<T>) {
  const { resource, columns, filters = [], defaultSort, defaultPageSize = 10, fixedParams } = options;
  const off = new Set((options.unsortable ?? []).map((f) => f.toLowerCase()));
  const whitelist = resource.sorting?.filter((f) => !off.has(f.toLowerCase()));
  const columnField = (column: ResourceColumn<T>) => sortField(column, whitelist);
  const list = useListState({
    filters,
    defaultSize: defaultPageSize,
    defaultSort,
    // The server's whitelist, or what the columns offer: a sort naming anything else is dropped from the URL.
    sortFields: whitelist ?? columns.map(columnField).filter((f): f is string => f !== null),
    prefix: options.urlPrefix,
  });
  const { state } = list;
  const { tenantId } = useTenantScope();
  const can = useCan();
  const params = { ...requestParams(resource, state, filters), ...fixedParams };

  const query = useQuery({
    queryKey: resourceKeys.list(resource.name, tenantId, params),
    queryFn: ({ signal }) => resource.list(params, signal),
    // Keep the previous page on screen while the next loads, but never another tenant's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tenantId ? keepPreviousData(previous) : undefined,
  });

  // What the server refused (a 400 naming the sort, the page or a filter) leaves the URL, instead of an error
  // that no retry can fix.
  const refused =
    isAbpApiError(query.error) && query.error.status === 400 ? query.error.validationErrors : [];
  const refusedKey = JSON.stringify(
    refusedParts(
      refused.flatMap((e) => e.members ?? []),
      resource,
      state,
      filters,
    ),
  );
  const { drop } = list;
  useEffect(() => {
    const parts = JSON.parse(refusedKey) as ReturnType<typeof refusedParts>;
    if (parts.sort || parts.page || parts.keyword || parts.filters.length) drop(parts);
  }, [refusedKey, drop]);

  const total = query.data?.totalCount ?? 0;
  /** The server estimated the count of a big list (spec: `totalCountIsEstimate`): shown as "about N". */
  const totalIsEstimate = query.data?.totalCountIsEstimate === true;
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  const { clampPage } = list;
  const beyondEnd = query.isSuccess && !query.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (beyondEnd) clampPage(lastPage);
  }, [beyondEnd, lastPage, clampPage]);

  const settings = useColumnSettings(options.listId ?? resource.name, columns);

  const [selected, setSelected] = useState<Map<RecordId, T>>(new Map());
  const selectionEnabled = !!resource.remove && can(resource.permissions.delete);
  const filterKey = JSON.stringify(filterParams(resource, state, filters));
  const [selectionScope, setSelectionScope] = useState(filterKey);
  if (selectionScope !== filterKey) {
    setSelectionScope(filterKey);
    setSelected(new Map());
  }
  const clearSelection = () => setSelected(new Map());

  const rows = query.data?.items ?? [];
  const { selectable } = options;
  const tableColumns = settings.visibleColumns.map((column): DataColumn<T> => {
    const {
      sortable: _sortable,
      exportValue: _export,
      currency: _currency,
      hideable: _hideable,
      defaultHidden: _hidden,
      detail: _detail,
      header,
      ...rest
    } = column;
    const field = columnField(column);
    return {
      ...rest,
      // Plain text is cut with an ellipsis (the full text on hover): long values never widen the table.
      render: rest.render ?? renderCellText,
      title: header ?? column.title,
      sortable: field !== null,
      sortOrder: field !== null && state.sort?.field === field ? state.sort.order : null,
    };
  });

  const onSort = (key: string) => {
    const column = columns.find((c) => c.key === key);
    const field = column ? columnField(column) : null;
    if (field) list.toggleSort(field);
    else list.setSort(null);
  };

  const tableProps: DataTableProps<T> = {
    rows,
    rowKey: (row) => String(resource.getId(row)),
    columns: tableColumns,
    loading: query.isPlaceholderData && query.isFetching,
    onSort,
    pagination: {
      page: state.page,
      size: state.size,
      total,
      totalIsEstimate,
      sizes: PAGE_SIZES,
      onChange: (page, size) => list.setPage(size !== state.size ? 1 : page, size),
    },
    selection: selectionEnabled
      ? {
          // Kept across pages (and across the page's refetches) until the filters change.
          selected: new Set([...selected.keys()].map(String)),
          disabled: selectable ? (row) => !selectable(row) : undefined,
          label: (row) => resource.getTitle(row),
          onChange: (changed, checked) =>
            setSelected((current) => {
              const next = new Map(current);
              for (const row of changed)
                if (checked) next.set(resource.getId(row), row);
                else next.delete(resource.getId(row));
              return next;
            }),
        }
      : undefined,
  };

  return {
    resource,
    ...list,
    filters,
    query,
    /** The request of the current page. */
    params,
    /** The current filter, sort and keyword without paging (what the export fetches). */
    filterParams: { ...filterParams(resource, state, filters), ...fixedParams },
    hasActiveFilters: hasActiveFilters(state),
    totalIsEstimate,
    /** The visible columns in the user's order. */
    columns: settings.visibleColumns,
    columnSettings: settings,
    selection: { enabled: selectionEnabled, rows: [...selected.values()], clear: clearSelection },
    tableProps,
  };
}

export type ResourceTableState<T extends object> = ReturnType<typeof useResourceTable<T>>;
