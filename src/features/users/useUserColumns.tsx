import { CheckCircleOutlined, EditOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import type { UserDto } from '@/api/types/identity';
import { actionsColumn } from '@/components/actions/RowActions';
import { useDeleteAction } from '@/components/actions/useDeleteAction';
import { DateTime } from '@/components/display/DateTime';
import { exportDateTime } from '@/components/display/format';
import { StatusTag } from '@/components/display/StatusTag';
import type { ResourceColumn } from '@/components/list/columns';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { useAssignableRoles } from './useAssignableRoles';
import { usersResource } from './usersResource';
import { useUserActivation } from './useUserActivation';

interface Handlers {
  onEdit(user: UserDto): void;
  onResetPassword(user: UserDto): void;
}

/** The users table: columns and row actions; the signed-in user's own row offers no deactivate or delete. */
export function useUserColumns({ onEdit, onResetPassword }: Handlers): ResourceColumn<UserDto>[] {
  const { t } = useTranslation(['users', 'toolkit']);
  const { userId } = useTenantScope();
  const roles = useAssignableRoles();
  const activation = useUserActivation();
  const isSelf = (u: UserDto) => u.id === userId;
  const remove = useDeleteAction(usersResource, { hidden: isSelf });
  const status = (active: boolean) => t(active ? 'toolkit:status.active' : 'toolkit:status.inactive');
  const { displayName } = roles;

  const actions = actionsColumn<UserDto>(
    t('toolkit:actions.actions'),
    [
      {
        key: 'edit',
        label: t('toolkit:actions.edit'),
        icon: <EditOutlined />,
        inline: true,
        permission: Permissions.UsersEdit,
        onClick: onEdit,
      },
      remove,
      {
        key: 'activate',
        label: t('actions.activate'),
        icon: <CheckCircleOutlined />,
        permission: Permissions.UsersActivation,
        hidden: (u) => u.isActive,
        onClick: activation.activate,
      },
      {
        key: 'deactivate',
        label: t('actions.deactivate'),
        icon: <StopOutlined />,
        permission: Permissions.UsersActivation,
        hidden: (u) => !u.isActive || isSelf(u),
        onClick: activation.deactivate,
      },
      {
        key: 'resetPassword',
        label: t('actions.resetPassword'),
        icon: <KeyOutlined />,
        permission: Permissions.UsersResetPassword,
        onClick: onResetPassword,
      },
    ],
    (u) => u.userName,
  );

  return [
    { key: 'userName', dataIndex: 'userName', title: t('fields.userName') },
    { key: 'name', dataIndex: 'name', title: t('fields.name') },
    { key: 'surname', dataIndex: 'surname', title: t('fields.surname') },
    { key: 'emailAddress', dataIndex: 'emailAddress', title: t('fields.emailAddress') },
    {
      key: 'roleNames',
      dataIndex: 'roleNames',
      title: t('fields.roles'),
      render: (names: string[]) => (
        <Space size={[0, 4]} wrap>
          {names.map((n) => (
            <Tag key={n}>{displayName(n)}</Tag>
          ))}
        </Space>
      ),
      exportValue: (u) => u.roleNames.map(displayName).join(', '),
    },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('fields.status'),
      render: (active: boolean) => <StatusTag value={active} yes={status(true)} no={status(false)} />,
      exportValue: (u) => status(u.isActive),
    },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('fields.creationTime'),
      render: (v: string) => <DateTime value={v} />,
      exportValue: (u) => exportDateTime(u.creationTime),
    },
    {
      key: 'lastLoginTime',
      dataIndex: 'lastLoginTime',
      title: t('fields.lastLoginTime'),
      defaultHidden: true,
      render: (v: string | null) => <DateTime value={v} />,
      exportValue: (u) => exportDateTime(u.lastLoginTime),
    },
    actions,
  ];
}
