import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/i18n/languages';
import { isNotOffered, NotOffered } from '../display/NotOffered';
import { StateResult } from '../display/StateResult';
import type { ResourceTableState } from './useResourceTable';

/**
 * The table with its states: a skeleton on first load, an error with retry, an empty state that offers to clear
 * the filters, and the previous page kept (dimmed) while the next one loads.
 */
export function ResourceTable<T extends object>({
  table,
  caption,
}: {
  table: ResourceTableState<T>;
  caption?: string;
}) {
  const { t, i18n } = useTranslation('toolkit');
  const { query } = table;
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
      {t('table.retry')}
    </Button>
  );

  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={t('table.loading')} role="status">
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
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
        <Alert
          type="warning"
          showIcon
          title={t('table.refreshFailed')}
          description={query.error.message}
          action={retry}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<T>
        {...table.tableProps}
        aria-label={caption}
        pagination={{
          ...(table.tableProps.pagination || {}),
          // An estimated count (a big list) is a large round number: grouped as the language writes numbers.
          showTotal: (total, [from, to]) =>
            table.totalIsEstimate
              ? t('table.rangeAbout', {
                  from,
                  to,
                  total: new Intl.NumberFormat(intlLocale(i18n.language)).format(total),
                })
              : t('table.range', { from, to, total }),
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={table.hasActiveFilters ? t('table.noMatches') : t('table.empty')}
            >
              {table.hasActiveFilters && <Button onClick={table.reset}>{t('filters.clear')}</Button>}
            </Empty>
          ),
        }}
      />
    </>
  );
}
