import { CheckCircleOutlined, CloseCircleOutlined, SendOutlined, StarFilled } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import type { EmailAccountDto } from '@/api/types/config';
import { Code, useTrailingColumns } from '@/components/config/columns';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';
import { emailAccountsResource } from './emailAccountsResource';

/** The last test message's outcome and time. */
function LastTest({ account }: { account: EmailAccountDto }) {
  const { t } = useTranslation('config');
  if (account.lastTestSucceeded === null)
    return <Typography.Text type="secondary">{t('emailAccounts.values.neverTested')}</Typography.Text>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {account.lastTestSucceeded ? (
        <Tag color="success" icon={<CheckCircleOutlined />}>
          {t('emailAccounts.values.testSent')}
        </Tag>
      ) : (
        <Tag color="error" icon={<CloseCircleOutlined />}>
          {t('emailAccounts.values.testFailed')}
        </Tag>
      )}
      <DateTime value={account.lastTestTime} />
    </span>
  );
}

export function useEmailAccountColumns(
  onEdit: (row: EmailAccountDto) => void,
  onSendTest: (row: EmailAccountDto) => void,
): ResourceColumn<EmailAccountDto>[] {
  const { t } = useTranslation('config');
  const tlsLabel = (mode: string) => t(`emailAccounts.tlsModes.${mode}`);
  return [
    {
      key: 'fromAddress',
      dataIndex: 'fromAddress',
      sortable: true,
      title: t('emailAccounts.fields.fromAddress'),
      width: 280,
      render: (address: string, row) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {address}
          {(row.isDefault || row.fromName) && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.isDefault && (
                <Tag icon={<StarFilled style={{ color: 'var(--ant-color-warning)' }} />}>
                  {t('emailAccounts.values.default')}
                </Tag>
              )}
              {row.fromName}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'fromName',
      dataIndex: 'fromName',
      title: t('emailAccounts.fields.fromName'),
      sortable: true,
      defaultHidden: true,
    },
    {
      key: 'host',
      dataIndex: 'host',
      sortable: true,
      title: t('emailAccounts.fields.server'),
      render: (host: string, row) => <Code>{`${host}:${row.port}`}</Code>,
      exportValue: (row) => `${row.host}:${row.port}`,
    },
    {
      key: 'tlsMode',
      dataIndex: 'tlsMode',
      sortable: true,
      title: t('emailAccounts.fields.tlsMode'),
      render: (mode: string) => <Tag color={mode === 'none' ? 'default' : 'blue'}>{tlsLabel(mode)}</Tag>,
      exportValue: (row) => tlsLabel(row.tlsMode),
    },
    {
      key: 'userName',
      dataIndex: 'userName',
      sortable: true,
      title: t('emailAccounts.fields.userName'),
      width: 240,
      render: (name: string | null, row) =>
        name ? (
          <span style={{ overflowWrap: 'anywhere' }}>
            {name}
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.hasPassword ? row.passwordHint : t('emailAccounts.values.noPassword')}
            </Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('emailAccounts.values.noSignIn')}</Typography.Text>
        ),
      exportValue: (row) => row.userName ?? '',
    },
    {
      key: 'isDefault',
      dataIndex: 'isDefault',
      sortable: true,
      title: t('emailAccounts.fields.isDefault'),
      defaultHidden: true,
      render: (value: boolean) => (value ? t('common.yes') : t('common.no')),
      exportValue: (row) => (row.isDefault ? t('common.yes') : t('common.no')),
    },
    {
      key: 'lastTestTime',
      dataIndex: 'lastTestTime',
      sortable: true,
      title: t('emailAccounts.fields.lastTest'),
      render: (_: unknown, row) => <LastTest account={row} />,
      exportValue: (row) =>
        row.lastTestSucceeded === null
          ? ''
          : `${row.lastTestSucceeded ? t('emailAccounts.values.testSent') : t('emailAccounts.values.testFailed')} ${exportDateTime(row.lastTestTime)}`,
    },
    ...useTrailingColumns(emailAccountsResource, onEdit, {
      // The default account is replaced, never deleted.
      deletable: (row) => !row.isDefault,
      actions: [
        {
          key: 'sendTest',
          label: t('emailAccounts.test.action'),
          icon: <SendOutlined />,
          inline: true,
          permission: Permissions.EmailAccounts,
          onClick: onSendTest,
        },
      ],
    }),
  ];
}
