import { useTranslation } from 'react-i18next';
import type { CurrencyDto } from '@/api/types/config';
import type { ResourceColumn } from '@/components/list/columns';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { currenciesResource } from './currenciesResource';

export function useCurrencyColumns(onEdit: (row: CurrencyDto) => void): ResourceColumn<CurrencyDto>[] {
  const { t } = useTranslation('config');
  return [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('currencies.fields.code'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sortable: true },
    { key: 'symbol', dataIndex: 'symbol', title: t('currencies.fields.symbol'), sortable: true },
    {
      key: 'decimalPlaces',
      dataIndex: 'decimalPlaces',
      title: t('currencies.fields.decimalPlaces'),
      sortable: true,
      align: 'end',
    },
    ...useTrailingColumns(currenciesResource, onEdit),
  ];
}
