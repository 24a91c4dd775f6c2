import { useTranslation } from 'react-i18next';
import type { PaymentAvailableAgencyDto } from '@/api/types/config';
import { Code, useTrailingColumns, useYesNoColumn } from '@/components/config/columns';
import { useAmountText } from '@/components/config/AmountInput';
import { PaymentTypeTag, usePaymentTypes } from '@/components/config/paymentTypes';
import type { ResourceColumn } from '@/components/list/columns';
import { csvDecimal } from '@/lib/csv';
import { paymentAvailableAgenciesResource } from './paymentAvailableAgenciesResource';

type Row = PaymentAvailableAgencyDto;

export function usePaymentAvailableAgencyColumns(onEdit: (row: Row) => void): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  const types = usePaymentTypes();
  const decimal = useAmountText();
  const yesNo = useYesNoColumn<Row>();
  const amount = (key: 'minAmount' | 'maxAmount'): ResourceColumn<Row> => ({
    key,
    dataIndex: key,
    title: t(`paymentAvailableAgencies.fields.${key}`),
    sortable: true,
    align: 'end',
    render: (value: string | null, row) =>
      value === null ? (
        <span aria-label={t('paymentAvailableAgencies.noLimit')}>–</span>
      ) : (
        <span style={{ whiteSpace: 'nowrap' }}>{`${decimal(value)} ${row.currencyCode ?? ''}`}</span>
      ),
    exportValue: (row) => csvDecimal(row[key]),
  });
  return [
    {
      key: 'agentCode',
      dataIndex: 'agentCode',
      title: t('paymentAvailableAgencies.fields.agentCode'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    {
      key: 'paymentTypes',
      dataIndex: 'paymentTypes',
      title: t('paymentAvailableAgencies.fields.paymentTypes'),
      render: (list: number[]) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {list.map((type) => (
            <PaymentTypeTag key={type} type={type} />
          ))}
        </span>
      ),
      exportValue: (row) => row.paymentTypes.map(types.label).join(', '),
    },
    {
      key: 'currencyCode',
      dataIndex: 'currencyCode',
      title: t('fields.currency'),
      sortable: true,
      render: (code: string | null) => (code ? <Code>{code}</Code> : null),
    },
    amount('minAmount'),
    amount('maxAmount'),
    yesNo('isPartialPaymentAllowed', t('paymentAvailableAgencies.fields.isPartialPaymentAllowed'), [
      t('paymentAvailableAgencies.partialAllowed'),
      t('paymentAvailableAgencies.partialNotAllowed'),
    ]),
    ...useTrailingColumns(paymentAvailableAgenciesResource, onEdit),
  ];
}
