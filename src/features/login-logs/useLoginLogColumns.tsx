import { EyeOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginLogDto } from '@/api/types/identity';
import { actionsColumn } from '@/components/actions/RowActions';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import type { ResourceColumn } from '@/components/list/columns';

const resultTagStyle = {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  maxWidth: '12em',
  marginInlineEnd: 0,
} as const;

/**
 * The login-log table (sortable where the server's whitelist says); the tenant column only for the host, who
 * sees every tenant's sign-ins. `onView` opens one attempt in full.
 */
export function useLoginLogColumns(
  isHost: boolean,
  onView: (log: LoginLogDto) => void,
): ResourceColumn<LoginLogDto>[] {
  const { t } = useTranslation(['loginLogs', 'toolkit']);
  const result = (log: LoginLogDto) => t(`results.${log.result}`, { defaultValue: log.result });
  const tenant = (log: LoginLogDto) => log.tenancyName ?? t('hostTenant');
  const columns: (ResourceColumn<LoginLogDto> | false)[] = [
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('fields.time'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (log) => exportDateTime(log.creationTime),
    },
    isHost && {
      key: 'tenancyName',
      dataIndex: 'tenancyName',
      title: t('fields.tenant'),
      render: (_: unknown, log: LoginLogDto) => tenant(log),
      exportValue: tenant,
    },
    { key: 'userNameOrEmailAddress', dataIndex: 'userNameOrEmailAddress', title: t('fields.user') },
    { key: 'clientIpAddress', dataIndex: 'clientIpAddress', title: t('fields.ip') },
    {
      key: 'browserInfo',
      dataIndex: 'browserInfo',
      title: t('fields.browser'),
      render: (text: string | null) => (
        <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 280 }}>
          {text}
        </Typography.Text>
      ),
      detail: (log) => log.browserInfo,
    },
    {
      key: 'result',
      dataIndex: 'result',
      title: t('fields.result'),
      sortable: 'isSuccess',
      render: (_: string, log: LoginLogDto) => (
        // Long results ("Emër përdoruesi ose email i panjohur") wrap inside a capped width instead of widening
        // the table past the screen.
        <Tag color={log.isSuccess ? 'success' : 'error'} style={resultTagStyle}>
          {result(log)}
        </Tag>
      ),
      exportValue: result,
    },
    actionsColumn<LoginLogDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'view',
          label: t('toolkit:actions.view'),
          icon: <EyeOutlined />,
          inline: true,
          onClick: onView,
        },
      ],
      (log) => log.userNameOrEmailAddress,
    ),
  ];
  return columns.filter((c): c is ResourceColumn<LoginLogDto> => c !== false);
}
