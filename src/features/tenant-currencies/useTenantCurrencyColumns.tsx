import { StarFilled } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TenantCurrencyDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { useAmountText } from '@/components/config/AmountInput';
import type { ResourceColumn } from '@/components/list/columns';
import { csvDecimal } from '@/lib/csv';
import { tenantCurrenciesResource } from './tenantCurrenciesResource';

type Row = TenantCurrencyDto;

export function useTenantCurrencyColumns(
  onEdit: (row: Row) => void,
  defaultCode: string | undefined,
): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  const decimal = useAmountText();
  // Deleting the default is refused while other currencies remain; it is not offered.
  const trailing = useTrailingColumns(tenantCurrenciesResource, onEdit, { deletable: (r) => !r.isDefault });
  return [
    {
      key: 'currencyCode',
      dataIndex: 'currencyCode',
      title: t('fields.currency'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    { key: 'currencyName', dataIndex: 'currencyName', title: t('fields.name'), sortable: true },
    { key: 'currencySymbol', dataIndex: 'currencySymbol', title: t('currencies.fields.symbol') },
    {
      key: 'exchangeRate',
      dataIndex: 'exchangeRate',
      title: t('tenantCurrencies.fields.exchangeRate'),
      sortable: true,
      exportValue: (row) => csvDecimal(row.exchangeRate),
      render: (rate: string, row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {defaultCode && !row.isDefault
            ? `1 ${row.currencyCode} = ${decimal(rate)} ${defaultCode}`
            : decimal(rate)}
        </Typography.Text>
      ),
    },
    {
      key: 'isDefault',
      dataIndex: 'isDefault',
      title: t('tenantCurrencies.fields.isDefault'),
      sortable: true,
      render: (isDefault: boolean) =>
        isDefault ? (
          // Blue: the "gold" preset's text is 2.75:1 on its tint and "warning" 4.24:1; blue passes AA in both modes.
          <Tag color="blue" icon={<StarFilled />}>
            {t('tenantCurrencies.default')}
          </Tag>
        ) : null,
      exportValue: (row) => (row.isDefault ? t('common.yes') : t('common.no')),
    },
    ...trailing,
  ];
}
