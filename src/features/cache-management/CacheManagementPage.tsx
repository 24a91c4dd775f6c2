import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isNotOffered, NotOffered } from '@/components/display/NotOffered';
import { useIsPhone } from '@/components/hooks/useIsPhone';
import { DataTable } from '@/components/table/DataTable';
import { CacheCards } from './CacheCards';
import { useCacheColumns } from './useCacheColumns';
import { useCaches } from './useCaches';

/**
 * /cache-management: the server's caches with their entries and hit rates; clear one or all after a
 * confirmation. A tenant's user sees and clears only the tenant's own entries.
 */
export default function CacheManagementPage() {
  const { t } = useTranslation('config');
  const caches = useCaches();
  const { query } = caches;
  const columns = useCacheColumns(caches.clear);
  const phone = useIsPhone();
  const since = (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('cacheManagement.since')}
    </Typography.Text>
  );
  if (isNotOffered(query.error)) return <NotOffered />;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t(caches.isTenant ? 'cacheManagement.tenantIntro' : 'cacheManagement.intro')}
      </Typography.Paragraph>
      <Flex wrap gap={8} justify="flex-end">
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('cacheManagement.refresh')}
        </Button>
        <Button danger icon={<ClearOutlined />} disabled={!caches.items.length} onClick={caches.clearAll}>
          {t('cacheManagement.clearAll')}
        </Button>
      </Flex>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={t('cacheManagement.loadFailed')}
          description={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('cacheManagement.retry')}
            </Button>
          }
        />
      )}
      {phone ? (
        <>
          <CacheCards items={caches.items} loading={query.isPending} onClear={caches.clear} />
          {since}
        </>
      ) : (
        <DataTable
          rowKey="cacheKey"
          columns={columns}
          rows={caches.items}
          loading={query.isPending}
          aria-label={t('cacheManagement.title')}
          footer={since}
        />
      )}
    </Flex>
  );
}
