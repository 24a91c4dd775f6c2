import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createUserDto } from '@/api/schemas/user';
import { FieldErrorAlert } from '@/components/form/FieldErrorAlert';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useSchemaFields } from '@/components/form/zodRules';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { useAssignableRoles } from './useAssignableRoles';
import type { useUserForm } from './useUserForm';

/** Create or edit a user: identity, active, roles (by normalized name) and, for a new user, a password. */
export function UserFormDrawer({ form }: { form: ReturnType<typeof useUserForm> }) {
  const { t } = useTranslation('users');
  const field = useSchemaFields(createUserDto, 'users');
  const roles = useAssignableRoles(form.open);
  const { userId } = useTenantScope();
  const creating = form.mode === 'create';
  const self = !creating && form.record?.id === userId;
  const title = creating ? t('form.createTitle') : t('form.editTitle', { name: form.record?.userName });
  return (
    <FormDrawer form={form} title={title}>
      {/* The last manager's roles or status: said at the top, where the user looks, not below the roles list. */}
      <FieldErrorAlert names={['isActive', 'roleNames']} />
      <Form.Item {...field('userName')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('surname')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...field('emailAddress')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      {creating && (
        <Form.Item {...field('password')} extra={t('form.passwordHint')}>
          <PasswordField />
        </Form.Item>
      )}
      <Form.Item
        {...field('isActive')}
        valuePropName="checked"
        extra={self ? t('form.cannotDeactivateSelf') : undefined}
      >
        <Switch disabled={self} />
      </Form.Item>
      <Form.Item
        {...field('roleNames', t('fields.roles'))}
        extra={roles.isPending ? t('form.loadingRoles') : roles.isError ? roles.error.message : undefined}
      >
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={roles.roles.map((r) => ({ value: r.normalizedName, label: r.displayName }))}
        />
      </Form.Item>
    </FormDrawer>
  );
}
