import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import type { TenantDto } from '@/api/types/identity';
import { useCan } from '@/auth/session';
import { useWorkingTenant } from '@/auth/workingTenant';
import { actionsColumn } from '@/components/actions/RowActions';
import { useDeleteAction } from '@/components/actions/useDeleteAction';
import { StatusTag } from '@/components/display/StatusTag';
import type { ResourceColumn } from '@/components/list/columns';
import { tenantsResource } from './tenantsResource';
import { useTenantActivation } from './useTenantActivation';

/** The tenants table; with the edit permission the status is a switch that (de)activates the tenant at once. */
export function useTenantColumns(onEdit: (tenant: TenantDto) => void): ResourceColumn<TenantDto>[] {
  const { t } = useTranslation(['tenants', 'toolkit']);
  const can = useCan();
  const activation = useTenantActivation();
  const remove = useDeleteAction(tenantsResource);
  const working = useWorkingTenant();
  const status = (active: boolean) => t(active ? 'toolkit:status.active' : 'toolkit:status.inactive');
  return [
    { key: 'tenancyName', dataIndex: 'tenancyName', title: t('fields.tenancyName') },
    { key: 'name', dataIndex: 'name', title: t('fields.name') },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('fields.status'),
      render: (active: boolean, tenant: TenantDto) =>
        can(Permissions.TenantsEdit) ? (
          <Flex gap={8} align="center">
            <Switch
              size="small"
              checked={active}
              loading={activation.pendingId === tenant.id}
              aria-label={t('activation.switch', { name: tenant.name })}
              onChange={(checked) => activation.toggle(tenant, checked)}
            />
            <span aria-hidden>{status(active)}</span>
          </Flex>
        ) : (
          <StatusTag value={active} yes={status(true)} no={status(false)} />
        ),
      exportValue: (tenant) => status(tenant.isActive),
    },
    actionsColumn<TenantDto>(
      t('toolkit:actions.actions'),
      [
        {
          key: 'edit',
          label: t('toolkit:actions.edit'),
          icon: <EditOutlined />,
          inline: true,
          permission: Permissions.TenantsEdit,
          onClick: onEdit,
        },
        {
          key: 'usersAndRoles',
          label: t('usersAndRoles'),
          icon: <TeamOutlined />,
          permission: Permissions.Users,
          onClick: (tenant: TenantDto) => working.enter(tenant),
        },
        remove,
      ],
      (tenant) => tenant.name,
    ),
  ];
}
