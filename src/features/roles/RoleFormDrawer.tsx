import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRoleDto } from '@/api/schemas/role';
import { FieldErrorAlert } from '@/components/form/FieldErrorAlert';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useSchemaFields } from '@/components/form/zodRules';
import { PermissionTree } from './PermissionTree';
import { useAllPermissions } from './useAllPermissions';
import type { useRoleForm } from './useRoleForm';

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
      {/* The permissions' errors (the last manager's rights) would land below the long tree, out of sight. */}
      <FieldErrorAlert names={['grantedPermissions']} />
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
