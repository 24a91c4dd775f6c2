import { ClearOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { CacheKeyDto } from '@/api/types/config';
import { intlLocale } from '@/i18n/languages';
import { useCacheName } from './useCaches';

/** Hits as a share of all lookups, or null before the first lookup. */
export const hitRate = (c: CacheKeyDto) => (c.hits + c.misses ? c.hits / (c.hits + c.misses) : null);

export function useCacheColumns(onClear: (cache: CacheKeyDto) => void): ColumnsType<CacheKeyDto> {
  const { t, i18n } = useTranslation('config');
  const nameOf = useCacheName();
  const locale = intlLocale(i18n.language);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return [
    {
      key: 'name',
      title: t('cacheManagement.columns.name'),
      render: (_, c) => {
        const description = t(`cacheManagement.descriptions.${c.cacheKey}`, { defaultValue: '' });
        return (
          <div style={{ maxWidth: 420, minWidth: 180 }}>
            <div>{nameOf(c.cacheKey)}</div>
            {description && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {description}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      key: 'entries',
      title: t('cacheManagement.columns.entries'),
      align: 'end',
      render: (_, c) => count.format(c.entries),
    },
    {
      key: 'hitRate',
      title: t('cacheManagement.columns.hitRate'),
      render: (_, c) => {
        const rate = hitRate(c);
        if (rate === null)
          return <Typography.Text type="secondary">{t('cacheManagement.noLookups')}</Typography.Text>;
        return (
          <div style={{ minWidth: 140 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong>{percent.format(rate)}</strong>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {t('cacheManagement.lookups', { hits: count.format(c.hits), misses: count.format(c.misses) })}
              </Typography.Text>
            </div>
            <Progress percent={rate * 100} showInfo={false} size="small" aria-hidden />
          </div>
        );
      },
    },
    {
      key: 'actions',
      title: t('cacheManagement.columns.actions'),
      align: 'end',
      render: (_, c) => (
        <Button
          icon={<ClearOutlined />}
          onClick={() => onClear(c)}
          aria-label={t('cacheManagement.clearOne', { name: nameOf(c.cacheKey) })}
        >
          {t('cacheManagement.clear')}
        </Button>
      ),
    },
  ];
}
