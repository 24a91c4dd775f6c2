import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReservationProviderDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { credentialsText } from '@/components/config/CredentialsFields';
import { CellText } from '@/components/display/CellText';
import type { ResourceColumn } from '@/components/list/columns';
import { reservationProvidersResource } from './reservationProvidersResource';
import { useProviderKinds } from './useProviderKinds';

type Row = ReservationProviderDto;

export function useReservationProviderColumns(onEdit: (row: Row) => void): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  const kinds = useProviderKinds();
  const none = t('reservationProviders.noCredentials');
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
      key: 'kind',
      dataIndex: 'kind',
      title: t('reservationProviders.fields.kind'),
      sortable: true,
      render: (kind: string) => <Tag>{kinds.label(kind)}</Tag>,
      exportValue: (row) => kinds.label(row.kind),
    },
    {
      key: 'endpoint',
      dataIndex: 'endpoint',
      title: t('reservationProviders.fields.endpoint'),
      sortable: true,
      render: (endpoint: string | null) =>
        endpoint ? (
          <CellText value={endpoint} />
        ) : (
          <Typography.Text type="secondary">{t('reservationProviders.builtIn')}</Typography.Text>
        ),
      exportValue: (row) => row.endpoint ?? '',
    },
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('reservationProviders.fields.userName'),
      defaultHidden: true,
    },
    {
      key: 'credentials',
      title: t('reservationProviders.fields.credentials'),
      sortable: false,
      render: (_: unknown, row) =>
        row.hasCredentials ? (
          <Code>{credentialsText(row, none)}</Code>
        ) : (
          <Typography.Text type="secondary">{none}</Typography.Text>
        ),
      exportValue: (row) => credentialsText(row, none),
    },
    ...useTrailingColumns(reservationProvidersResource, onEdit),
  ];
}
