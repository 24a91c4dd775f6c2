import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPasswordDto } from '@/api/schemas/user';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useSchemaRules } from '@/components/form/zodRules';
import type { useResetPasswordForm } from './useResetPasswordForm';

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
