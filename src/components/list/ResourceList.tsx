import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/auth/session';
import { BulkActionsBar } from '../actions/BulkActionsBar';
import { isNotOffered, NotOffered } from '../display/NotOffered';
import { ExportButton } from '../export/ExportButton';
import { ColumnSettings } from './ColumnSettings';
import { FilterBar } from './FilterBar';
import { ResourceTable } from './ResourceTable';
import type { ResourceTableState } from './useResourceTable';

export interface ResourceListProps<T extends object> {
  table: ResourceTableState<T>;
  /** The create button; shown only with the resource's create permission. */
  onCreate?: () => void;
  createLabel?: string;
  /** More toolbar buttons, before export and columns. */
  extra?: ReactNode;
  exportable?: boolean;
  searchPlaceholder?: string;
  /** Accessible name of the table. */
  caption?: string;
}

/** A whole list screen body: filter bar, toolbar (create, export, columns), bulk bar and the table. */
export function ResourceList<T extends object>(props: ResourceListProps<T>) {
  const { table, onCreate, createLabel, extra, exportable = true } = props;
  const { t } = useTranslation('toolkit');
  const can = useCan();
  // The backend has no such service (a stock ABP backend): no search, export or "New" that could only fail.
  if (!table.query.data && isNotOffered(table.query.error)) return <NotOffered />;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between" align="flex-start">
        <FilterBar table={table} searchPlaceholder={props.searchPlaceholder} />
        <Flex wrap gap={8}>
          {extra}
          {exportable && <ExportButton table={table} />}
          <ColumnSettings settings={table.columnSettings} />
          {onCreate && can(table.resource.permissions.create) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
              {createLabel ?? t('actions.create')}
            </Button>
          )}
        </Flex>
      </Flex>
      {table.selection.enabled && <BulkActionsBar table={table} />}
      <ResourceTable table={table} caption={props.caption} />
    </Flex>
  );
}
