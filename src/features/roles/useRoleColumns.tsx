import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import type { RoleDto } from '@/api/types/identity';
import { actionsColumn } from '@/components/actions/RowActions';
import { useDeleteAction } from '@/components/actions/useDeleteAction';
import type { ResourceColumn } from '@/components/list/columns';
import { rolesResource } from './rolesResource';

/** The roles table; static roles (seeded, e.g. Admin) cannot be deleted, so they offer no delete. */
export function useRoleColumns(onEdit: (role: RoleDto) => void): ResourceColumn<RoleDto>[] {
  const { t } = useTranslation(['roles', 'toolkit']);
  const remove = useDeleteAction(rolesResource, { hidden: (r) => r.isStatic });
  const kind = (r: RoleDto) => t(r.isStatic ? 'kind.static' : 'kind.custom');
  return [
    { key: 'displayName', dataIndex: 'displayName', title: t('fields.displayName') },
    { key: 'name', dataIndex: 'name', title: t('fields.name') },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('fields.description'),
      render: (text: string | null) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0, maxWidth: 360 }}>
          {text}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'isStatic',
      dataIndex: 'isStatic',
      title: t('fields.kind'),
      render: (_: boolean, r: RoleDto) =>
        r.isStatic ? <Tag icon={<LockOutlined />}>{kind(r)}</Tag> : <Tag color="blue">{kind(r)}</Tag>,
      exportValue: kind,
    },
    {
      key: 'grantedPermissions',
      dataIndex: 'grantedPermissions',
      title: t('fields.permissions'),
      render: (granted: string[]) => t('permissions.granted', { count: granted.length }),
      exportValue: (r) => r.grantedPermissions.join(', '),
    },
    actionsColumn<RoleDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'edit',
          label: t('toolkit:actions.edit'),
          icon: <EditOutlined />,
          inline: true,
          permission: Permissions.RolesEdit,
          onClick: onEdit,
        },
        remove,
      ],
      (r) => r.displayName,
    ),
  ];
}
