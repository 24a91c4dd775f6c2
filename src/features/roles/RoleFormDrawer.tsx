import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '@/api/services/roles';
import type { RoleDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useRules } from '@/components/form/useRules';
import { PermissionTree } from './PermissionTree';
import { rolesResource, type RoleFormValues } from './rolesResource';
import { useAllPermissions } from './useAllPermissions';

export function useRoleForm() {
  return useResourceForm<RoleDto, RoleFormValues>({
    resource: rolesResource,
    defaults: { grantedPermissions: [] },
    load: async (role) => {
      const { role: r, grantedPermissionNames } = await rolesApi.getRoleForEdit(role.id);
      return {
        name: r.name,
        displayName: r.displayName,
        description: r.description,
        grantedPermissions: grantedPermissionNames,
      };
    },
    nameOf: (values) => values.displayName,
    // Users show role names; a renamed role makes them stale.
    invalidates: ['users'],
  });
}

/** Create or edit a role and its permissions; a static role keeps its name. */
export function RoleFormDrawer({ form }: { form: ReturnType<typeof useRoleForm> }) {
  const { t } = useTranslation('roles');
  const rules = useRules();
  const permissions = useAllPermissions();
  const isStatic = form.mode === 'edit' && !!form.record?.isStatic;
  const title =
    form.mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: form.record?.displayName });
  return (
    <FormDrawer form={form} title={title} width={600}>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        extra={isStatic ? t('form.staticName') : undefined}
        rules={[rules.requiredNotBlank(), rules.maxLength(32)]}
      >
        <Input autoComplete="off" disabled={isStatic} />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('fields.displayName')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(64)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={[rules.maxLength(5000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="grantedPermissions" label={t('fields.permissions')}>
        <PermissionTree permissions={permissions.data ?? []} loading={permissions.isPending} />
      </Form.Item>
    </FormDrawer>
  );
}
