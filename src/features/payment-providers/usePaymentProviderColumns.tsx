import { ExperimentOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { credentialsExport, CredentialsState } from '@/components/config/CredentialsField';
import { PaymentTypeTag, usePaymentTypes } from '@/components/config/paymentTypes';
import type { ResourceColumn } from '@/components/list/columns';
import { paymentProvidersResource } from './paymentProvidersResource';
import { useAdapters } from './useAdapters';

type Row = PaymentProviderDto;

export function usePaymentProviderColumns(onEdit: (row: Row) => void): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  const types = usePaymentTypes();
  const adapters = useAdapters();
  const mode = (sandbox: boolean) => t(sandbox ? 'paymentProviders.sandbox' : 'paymentProviders.live');
  return [
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sortable: true },
    {
      key: 'paymentType',
      dataIndex: 'paymentType',
      title: t('paymentProviders.fields.paymentType'),
      sortable: true,
      render: (type: number) => <PaymentTypeTag type={type} />,
      exportValue: (row) => types.label(row.paymentType),
    },
    {
      key: 'adapter',
      dataIndex: 'adapter',
      title: t('paymentProviders.fields.adapter'),
      sortable: true,
      render: (adapter: string) => adapters.label(adapter),
      exportValue: (row) => adapters.label(row.adapter),
    },
    {
      key: 'isSandbox',
      dataIndex: 'isSandbox',
      title: t('paymentProviders.fields.mode'),
      sortable: true,
      // The colours keep a 4.5:1 contrast in light and dark mode (tests/e2e/a11y.spec.ts).
      render: (sandbox: boolean) =>
        sandbox ? (
          <Tag icon={<ExperimentOutlined />}>{mode(true)}</Tag>
        ) : (
          <Tag color="blue" icon={<ThunderboltOutlined />}>
            {mode(false)}
          </Tag>
        ),
      exportValue: (row) => mode(row.isSandbox),
    },
    {
      key: 'supportedCurrencies',
      dataIndex: 'supportedCurrencies',
      title: t('paymentProviders.fields.supportedCurrencies'),
      render: (codes: string[]) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {codes.map((code) => (
            <Code key={code}>{code}</Code>
          ))}
        </span>
      ),
    },
    {
      key: 'credentials',
      title: t('credentials.label'),
      render: (_: unknown, row) => <CredentialsState record={row} />,
      exportValue: (row) => credentialsExport(row, t),
    },
    ...useTrailingColumns(paymentProvidersResource, onEdit),
  ];
}
