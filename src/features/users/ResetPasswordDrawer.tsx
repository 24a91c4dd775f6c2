import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usersApi } from '@/api/services/users';
import type { UserDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useRules } from '@/components/form/useRules';
import { usersResource } from './usersResource';

interface ResetValues extends Record<string, unknown> {
  adminPassword: string;
  newPassword: string;
}

export function useResetPasswordForm() {
  const { t } = useTranslation('users');
  return useResourceForm<UserDto, ResetValues>({
    resource: usersResource,
    toValues: () => ({}),
    submit: (values, { record }) =>
      usersApi.resetPassword({
        adminPassword: values.adminPassword,
        userId: record!.id,
        newPassword: values.newPassword,
      }),
    successMessage: (name) => t('resetPassword.done', { name }),
  });
}

/** ResetPassword: the signed-in admin confirms with their own password and sets (or generates) a new one. */
export function ResetPasswordDrawer({ form }: { form: ReturnType<typeof useResetPasswordForm> }) {
  const { t } = useTranslation('users');
  const rules = useRules();
  return (
    <FormDrawer
      form={form}
      title={t('resetPassword.title', { name: form.record?.userName })}
      width={440}
      saveLabel={t('resetPassword.submit')}
    >
      <Typography.Paragraph type="secondary">{t('resetPassword.intro')}</Typography.Paragraph>
      <Form.Item
        name="adminPassword"
        label={t('resetPassword.adminPassword')}
        required
        rules={[rules.requiredNotBlank()]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('resetPassword.newPassword')}
        required
        extra={t('form.passwordHint')}
        rules={[rules.requiredNotBlank(), rules.minLength(6), rules.maxLength(32)]}
      >
        <PasswordField />
      </Form.Item>
    </FormDrawer>
  );
}
