import { useTranslation } from 'react-i18next';
import type { ReservationProviderMarketDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import type { ResourceColumn } from '@/components/list/columns';
import { providerMarketsResource } from './providerMarketsResource';

type Row = ReservationProviderMarketDto;

const NameAndCode = ({ name, code }: { name: string; code: string }) => (
  <span>
    {name} <Code>{code}</Code>
  </span>
);

export function useProviderMarketColumns(onEdit: (row: Row) => void): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  return [
    {
      key: 'reservationProviderName',
      dataIndex: 'reservationProviderName',
      title: t('reservationProviderMarkets.fields.provider'),
      sortable: true,
      render: (name: string, row) => <NameAndCode name={name} code={row.reservationProviderCode} />,
      exportValue: (row) => `${row.reservationProviderName} (${row.reservationProviderCode})`,
    },
    {
      key: 'marketName',
      dataIndex: 'marketName',
      title: t('reservationProviderMarkets.fields.market'),
      sortable: true,
      render: (name: string, row) => <NameAndCode name={name} code={row.marketCode} />,
      exportValue: (row) => `${row.marketName} (${row.marketCode})`,
    },
    ...useTrailingColumns(providerMarketsResource, onEdit),
  ];
}
