import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isNotOffered, NotOffered } from '../display/NotOffered';
import { StateResult } from '../display/StateResult';
import { DataTable, Empty } from '../table/DataTable';
import type { ResourceTableState } from './useResourceTable';

/**
 * The table with its states: a skeleton on first load, an error with retry, an empty state that offers to clear
 * the filters, and the previous page kept (dimmed) while the next one loads. Plain HTML (DataTable, table.css)
 * apart from the buttons.
 */
export function ResourceTable<T extends object>({
  table,
  caption,
}: {
  table: ResourceTableState<T>;
  caption?: string;
}) {
  const { t } = useTranslation('toolkit');
  const { query } = table;
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
      {t('table.retry')}
    </Button>
  );

  if (query.isPending)
    return (
      <div className="app-skeleton" aria-busy="true" aria-label={t('table.loading')} role="status">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="app-skeleton__line" />
        ))}
      </div>
    );

  if (query.isError && !query.data && isNotOffered(query.error)) return <NotOffered />;

  if (query.isError && !query.data)
    return (
      <StateResult
        status="error"
        title={t('table.errorTitle')}
        subTitle={query.error.message}
        extra={retry}
      />
    );

  return (
    <>
      {query.isError && (
        <div className="app-notice app-notice--warning" role="alert">
          <span className="app-notice__icon" aria-hidden>
            !
          </span>
          <div className="app-notice__body">
            <div className="app-notice__title">{t('table.refreshFailed')}</div>
            <div>{query.error.message}</div>
          </div>
          <div className="app-notice__action">{retry}</div>
        </div>
      )}
      <DataTable<T>
        {...table.tableProps}
        aria-label={caption}
        empty={
          <Empty description={table.hasActiveFilters ? t('table.noMatches') : t('table.empty')}>
            {table.hasActiveFilters && <Button onClick={table.reset}>{t('filters.clear')}</Button>}
          </Empty>
        }
      />
    </>
  );
}
