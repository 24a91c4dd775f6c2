import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { isAbpApiError } from '@/api/errors';
import type { QueryParams } from '@/api/types/lists';
import { useCan } from '@/auth/session';
import { renderCellText } from '../display/CellText';
import { resourceKeys, type RecordId, type Resource } from '../resource/resource';
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
}

const toAntOrder = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascend' : 'descend');

/**
 * The one list hook: URL state, the server query (paging, sorting, keyword, filters), column settings and row
 * selection. Render the result with `<ResourceList table={table} />`, or spread `tableProps` on an antd Table.
 */
export function useResourceTable<T extends object>(options: UseResourceTableOptions<T>) {
  const { resource, columns, filters = [], defaultSort, defaultPageSize = 10, fixedParams } = options;
  const columnField = (column: ResourceColumn<T>) => sortField(column, resource.sorting);
  const list = useListState({
    filters,
    defaultSize: defaultPageSize,
    defaultSort,
    // The server's whitelist, or what the columns offer: a sort naming anything else is dropped from the URL.
    sortFields: resource.sorting ?? columns.map(columnField).filter((f): f is string => f !== null),
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

  const antColumns = settings.visibleColumns.map((column) => {
    const {
      sortable: _sortable,
      exportValue: _export,
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
      sorter: field !== null,
      sortOrder: field !== null && state.sort?.field === field ? toAntOrder(state.sort.order) : null,
      showSorterTooltip: false,
    };
  });

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? state.size;
      list.setPage(size !== state.size ? 1 : (pagination.current ?? 1), size);
    } else if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const column = columns.find((c) => c.key === s?.columnKey);
      const field = column ? columnField(column) : null;
      if (field) list.toggleSort(field);
      else list.setSort(null);
    }
  };

  const tableProps: TableProps<T> = {
    dataSource: query.data?.items ?? [],
    rowKey: (row) => String(resource.getId(row)),
    columns: antColumns as TableProps<T>['columns'],
    loading: query.isPlaceholderData && query.isFetching,
    onChange,
    scroll: { x: 'max-content' },
    // Rows are flat records: a DTO field named `children` (an order's number of children) is data, not tree rows.
    expandable: { childrenColumnName: '__treeChildren' },
    pagination: {
      current: state.page,
      pageSize: state.size,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      hideOnSinglePage: false,
    },
    rowSelection: selectionEnabled
      ? {
          selectedRowKeys: [...selected.keys()].map(String),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({
            disabled: options.selectable ? !options.selectable(row) : false,
            'aria-label': resource.getTitle(row),
          }),
          onChange: (_keys, rows) => {
            setSelected((current) => {
              const onPage = new Set((query.data?.items ?? []).map((r) => resource.getId(r)));
              const next = new Map([...current].filter(([id]) => !onPage.has(id)));
              for (const row of rows) if (row) next.set(resource.getId(row), row);
              return next;
            });
          },
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
