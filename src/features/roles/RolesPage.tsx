import { useTranslation } from 'react-i18next';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { usePermissionName } from '@/components/permissions/usePermissionName';
import { useRoleForm } from './useRoleForm';
import { rolesResource } from './rolesResource';
import { useAllPermissions } from './useAllPermissions';
import { useRoleColumns } from './useRoleColumns';

const RoleFormDrawer = lazyFormDrawer(() => import('./RoleFormDrawer').then((m) => m.RoleFormDrawer));

/** /roles: search, filter by a granted permission, sort, export; create and edit with a permission tree. */
export default function RolesPage() {
  const { t } = useTranslation('roles');
  const form = useRoleForm();
  const permissions = useAllPermissions();
  const permissionName = usePermissionName();
  const table = useResourceTable({
    resource: rolesResource,
    columns: useRoleColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'permission',
        label: t('filters.permission'),
        loading: permissions.isPending,
        options: (permissions.data ?? []).map((p) => ({
          value: p.name,
          label: permissionName(p.name, p.displayName),
        })),
      }),
    ],
    selectable: (r) => !r.isStatic,
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('title')}
        searchPlaceholder={t('searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('create')}
      />
      <RoleFormDrawer form={form} />
    </>
  );
}
