import { useTranslation } from 'react-i18next';
import type { MarketDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { useCountryName } from '@/components/config/countries';
import type { ResourceColumn } from '@/components/list/columns';
import { marketsResource } from './marketsResource';

export function useMarketColumns(onEdit: (row: MarketDto) => void): ResourceColumn<MarketDto>[] {
  const { t } = useTranslation('config');
  const countryName = useCountryName();
  return [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('fields.code'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sortable: true },
    {
      key: 'countryCode',
      dataIndex: 'countryCode',
      title: t('markets.fields.country'),
      sortable: true,
      render: (code: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {countryName(code)} <Code>{code}</Code>
        </span>
      ),
      exportValue: (row) => `${countryName(row.countryCode)} (${row.countryCode})`,
    },
    ...useTrailingColumns(marketsResource, onEdit),
  ];
}
