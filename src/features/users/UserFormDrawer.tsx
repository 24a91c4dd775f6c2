import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useRules } from '@/components/form/useRules';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { useAssignableRoles } from './useAssignableRoles';
import { usersResource, type UserFormValues } from './usersResource';

export function useUserForm() {
  return useResourceForm<UserDto, UserFormValues>({
    resource: usersResource,
    defaults: { isActive: true, roleNames: [] },
    toValues: (u) => ({
      userName: u.userName,
      name: u.name,
      surname: u.surname,
      emailAddress: u.emailAddress,
      isActive: u.isActive,
      roleNames: u.roleNames,
    }),
    nameOf: (values) => values.userName,
  });
}

/** Create or edit a user: identity, active, roles (by normalized name) and, for a new user, a password. */
export function UserFormDrawer({ form }: { form: ReturnType<typeof useUserForm> }) {
  const { t } = useTranslation('users');
  const rules = useRules();
  const roles = useAssignableRoles(form.open);
  const { userId } = useTenantScope();
  const creating = form.mode === 'create';
  const self = !creating && form.record?.id === userId;
  const title = creating ? t('form.createTitle') : t('form.editTitle', { name: form.record?.userName });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="userName"
        label={t('fields.userName')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(256)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(64)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="surname"
        label={t('fields.surname')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(64)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="emailAddress"
        label={t('fields.emailAddress')}
        required
        rules={[rules.requiredNotBlank(), rules.email(), rules.maxLength(256)]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      {creating && (
        <Form.Item
          name="password"
          label={t('fields.password')}
          required
          extra={t('form.passwordHint')}
          rules={[rules.requiredNotBlank(), rules.minLength(6), rules.maxLength(32)]}
        >
          <PasswordField />
        </Form.Item>
      )}
      <Form.Item
        name="isActive"
        label={t('fields.isActive')}
        valuePropName="checked"
        extra={self ? t('form.cannotDeactivateSelf') : undefined}
      >
        <Switch disabled={self} />
      </Form.Item>
      <Form.Item
        name="roleNames"
        label={t('fields.roles')}
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
