import { ClearOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CacheKeyDto } from '@/api/types/config';
import type { DataColumn } from '@/components/table/DataTable';
import { intlLocale } from '@/i18n/languages';
import { useCacheName } from './useCaches';

/** Hits as a share of all lookups, or null before the first lookup. */
export const hitRate = (c: CacheKeyDto) => (c.hits + c.misses ? c.hits / (c.hits + c.misses) : null);

type Cell = (c: CacheKeyDto) => ReactNode;

/** What the table's cells and the phone's cards show of a cache, in the interface language. */
export function useCacheCells(onClear: (cache: CacheKeyDto) => void) {
  const { t, i18n } = useTranslation('config');
  const nameOf = useCacheName();
  const locale = intlLocale(i18n.language);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const name: Cell = (c) => {
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
  };
  const entries: Cell = (c) => count.format(c.entries);
  const rate: Cell = (c) => {
    const value = hitRate(c);
    if (value === null)
      return <Typography.Text type="secondary">{t('cacheManagement.noLookups')}</Typography.Text>;
    return (
      <div style={{ minWidth: 140 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 8 }}>
          <strong>{percent.format(value)}</strong>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('cacheManagement.lookups', { hits: count.format(c.hits), misses: count.format(c.misses) })}
          </Typography.Text>
        </div>
        <Progress percent={value * 100} showInfo={false} size="small" aria-hidden />
      </div>
    );
  };
  const action: Cell = (c) => (
    <Button
      icon={<ClearOutlined />}
      onClick={() => onClear(c)}
      aria-label={t('cacheManagement.clearOne', { name: nameOf(c.cacheKey) })}
    >
      {t('cacheManagement.clear')}
    </Button>
  );
  return { name, entries, rate, action };
}

export function useCacheColumns(onClear: (cache: CacheKeyDto) => void): DataColumn<CacheKeyDto>[] {
  const { t } = useTranslation('config');
  const cell = useCacheCells(onClear);
  return [
    { key: 'name', title: t('cacheManagement.columns.name'), render: (_, c) => cell.name(c) },
    {
      key: 'entries',
      title: t('cacheManagement.columns.entries'),
      align: 'end',
      render: (_, c) => cell.entries(c),
    },
    { key: 'hitRate', title: t('cacheManagement.columns.hitRate'), render: (_, c) => cell.rate(c) },
    {
      key: 'actions',
      title: t('cacheManagement.columns.actions'),
      align: 'end',
      render: (_, c) => cell.action(c),
    },
  ];
}
