import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPasswordDto } from '@/api/schemas/user';
import { usersApi } from '@/api/services/users';
import type { UserDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useSchemaRules } from '@/components/form/zodRules';
import { usersResource } from './usersResource';

interface ResetValues extends Record<string, unknown> {
  adminPassword: string;
  newPassword: string;
}

export function useResetPasswordForm() {
  const { t } = useTranslation('users');
  return useResourceForm<UserDto, ResetValues>({
    resource: usersResource,
    draftKey: 'users.resetPassword',
    // The user's own address belongs to the user form.
    routed: false,
    toValues: () => ({}),
    submit: (values, { record }) => usersApi.resetPassword({ ...values, userId: record!.id }),
    successMessage: (name) => t('resetPassword.done', { name }),
  });
}

/** ResetPassword: the signed-in admin confirms with their own password and sets (or generates) a new one. */
export function ResetPasswordDrawer({ form }: { form: ReturnType<typeof useResetPasswordForm> }) {
  const { t } = useTranslation('users');
  const rules = useSchemaRules(resetPasswordDto);
  return (
    <FormDrawer
      form={form}
      title={t('resetPassword.title', { name: form.record?.userName })}
      width={440}
      saveLabel={t('resetPassword.submit')}
    >
      <Typography.Paragraph type="secondary">{t('resetPassword.intro')}</Typography.Paragraph>
      <Form.Item name="adminPassword" label={t('resetPassword.adminPassword')} rules={rules.adminPassword}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('resetPassword.newPassword')}
        extra={t('form.passwordHint')}
        rules={rules.newPassword}
      >
        <PasswordField />
      </Form.Item>
    </FormDrawer>
  );
}
