import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CacheKeyDto } from '@/api/types/config';
import { useCacheCells } from './useCacheColumns';

/** The caches on a phone: one card each, every figure and the clear button in view without scrolling. */
export function CacheCards({
  items,
  loading,
  onClear,
}: {
  items: CacheKeyDto[];
  loading: boolean;
  onClear: (cache: CacheKeyDto) => void;
}) {
  const { t } = useTranslation('config');
  const cell = useCacheCells(onClear);
  if (loading) return <Skeleton active />;
  return (
    <Flex vertical gap={12} role="list" aria-label={t('cacheManagement.title')}>
      {items.map((c) => (
        <Card key={c.cacheKey} size="small" role="listitem" actions={[cell.action(c)]}>
          {cell.name(c)}
          <Descriptions
            column={1}
            size="small"
            style={{ marginTop: 8 }}
            items={[
              { key: 'entries', label: t('cacheManagement.columns.entries'), children: cell.entries(c) },
              { key: 'rate', label: t('cacheManagement.columns.hitRate'), children: cell.rate(c) },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
