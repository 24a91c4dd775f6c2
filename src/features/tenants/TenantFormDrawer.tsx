import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTenantDto } from '@/api/schemas/tenant';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useSchemaFields } from '@/components/form/zodRules';
import type { useTenantForm } from './useTenantForm';

/** Create (with the tenant's admin email) or edit a tenant. */
export function TenantFormDrawer({ form }: { form: ReturnType<typeof useTenantForm> }) {
  const { t } = useTranslation('tenants');
  const field = useSchemaFields(createTenantDto, 'tenants', {
    tenancyName: { pattern: t('form.tenancyNameInvalid') },
  });
  const creating = form.mode === 'create';
  const title = creating ? t('form.createTitle') : t('form.editTitle', { name: form.record?.name });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item {...field('tenancyName')} extra={t('form.tenancyNameHint')}>
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item {...field('name')}>
        <Input autoComplete="off" />
      </Form.Item>
      {creating && (
        <Form.Item {...field('adminEmailAddress')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      )}
      {creating && (
        <Form.Item {...field('adminPassword')} extra={t('form.adminPasswordHint')}>
          <PasswordField />
        </Form.Item>
      )}
      <Form.Item {...field('isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!creating && form.record?.isSelfRegistrationEnabled !== undefined && (
        <Form.Item
          {...field('isSelfRegistrationEnabled')}
          extra={t('form.selfRegistrationHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
      {creating && <Alert type="info" showIcon title={t('form.adminNote')} />}
    </FormDrawer>
  );
}
