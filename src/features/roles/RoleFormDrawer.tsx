import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateOf } from '@/api/abpCrud';
import { createRoleDto } from '@/api/schemas/role';
import { rolesApi } from '@/api/services/roles';
import type { RoleDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useSchemaFields } from '@/components/form/zodRules';
import { PermissionTree } from './PermissionTree';
import { rolesResource } from './rolesResource';
import { useAllPermissions } from './useAllPermissions';

export function useRoleForm() {
  return useResourceForm<RoleDto, CreateOf<'Role'>>({
    resource: rolesResource,
    defaults: { grantedPermissions: [] },
    load: async (role) => {
      const { role: r, grantedPermissionNames } = await rolesApi.getRoleForEdit(role.id);
      return { ...r, grantedPermissions: grantedPermissionNames };
    },
    nameOf: (values) => values.displayName,
    // Users show role names; a renamed role makes them stale.
    invalidates: ['users'],
  });
}

/** Create or edit a role and its permissions; a static role keeps its name. */
export function RoleFormDrawer({ form }: { form: ReturnType<typeof useRoleForm> }) {
  const { t } = useTranslation('roles');
  const field = useSchemaFields(createRoleDto, 'roles');
  const permissions = useAllPermissions();
  const isStatic = form.mode === 'edit' && !!form.record?.isStatic;
  const title =
    form.mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: form.record?.displayName });
  return (
    <FormDrawer form={form} title={title} width={600}>
      <Form.Item {...field('name')} extra={isStatic ? t('form.staticName') : undefined}>
        <Input autoComplete="off" disabled={isStatic} />
      </Form.Item>
      <Form.Item {...field('displayName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item {...field('grantedPermissions', t('fields.permissions'))}>
        <PermissionTree permissions={permissions.data ?? []} loading={permissions.isPending} />
      </Form.Item>
    </FormDrawer>
  );
}
