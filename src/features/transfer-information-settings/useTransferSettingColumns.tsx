import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransferInformationSettingDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { credentialsText } from '@/components/config/CredentialsFields';
import type { ResourceColumn } from '@/components/list/columns';
import { transferSettingsResource } from './transferSettingsResource';
import { useTripDirections } from './useTripDirections';

type Row = TransferInformationSettingDto;

export function useTransferSettingColumns(onEdit: (row: Row) => void): ResourceColumn<Row>[] {
  const { t } = useTranslation('config');
  const directions = useTripDirections();
  const none = t('transferInformationSettings.noCredentials');
  return [
    {
      key: 'supplierCode',
      dataIndex: 'supplierCode',
      title: t('transferInformationSettings.fields.supplierCode'),
      sortable: true,
      render: (code: string) => <Code>{code}</Code>,
    },
    {
      key: 'endpointUrl',
      dataIndex: 'endpointUrl',
      title: t('transferInformationSettings.fields.endpointUrl'),
      sortable: true,
    },
    {
      key: 'tripDirections',
      dataIndex: 'tripDirections',
      title: t('transferInformationSettings.fields.tripDirections'),
      render: (list: number[]) => (
        <Flex wrap gap={4}>
          {list.map((d) => (
            <Tag key={d} style={{ marginInlineEnd: 0 }}>
              {directions.label(d)}
            </Tag>
          ))}
        </Flex>
      ),
      exportValue: (row) => row.tripDirections.map(directions.label).join(', '),
    },
    {
      key: 'timeoutSeconds',
      dataIndex: 'timeoutSeconds',
      title: t('transferInformationSettings.fields.timeoutSeconds'),
      sortable: true,
      align: 'end',
      render: (s: number) => (
        <span style={{ whiteSpace: 'nowrap' }}>{t('transferInformationSettings.seconds', { count: s })}</span>
      ),
      exportValue: (row) => row.timeoutSeconds,
    },
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('transferInformationSettings.fields.userName'),
      defaultHidden: true,
    },
    {
      key: 'credentials',
      title: t('transferInformationSettings.fields.credentials'),
      defaultHidden: true,
      render: (_: unknown, row) =>
        row.hasCredentials ? (
          <Code>{credentialsText(row, none)}</Code>
        ) : (
          <Typography.Text type="secondary">{none}</Typography.Text>
        ),
      exportValue: (row) => credentialsText(row, none),
    },
    ...useTrailingColumns(transferSettingsResource, onEdit),
  ];
}
