import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreateOf } from '@/api/abpCrud';
import { createTenantDto } from '@/api/schemas/tenant';
import { tenantsApi } from '@/api/services/tenants';
import type { TenantDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { PasswordField } from '@/components/form/PasswordField';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useSchemaFields } from '@/components/form/zodRules';
import type { GeneratedPassword } from './GeneratedPasswordModal';
import { tenantsResource } from './tenantsResource';

type TenantFormValues = CreateOf<'Tenant'>;

/** The tenant form; `onGenerated` receives the admin password the server generated when none was typed. */
export function useTenantForm(onGenerated?: (generated: GeneratedPassword) => void) {
  return useResourceForm<TenantDto, TenantFormValues>({
    resource: tenantsResource,
    defaults: { isActive: true },
    submit: async (values, { mode, record }) => {
      if (mode === 'edit') return tenantsApi.update({ ...record!, ...values });
      const created = await tenantsApi.create({
        ...values,
        adminPassword: values.adminPassword || undefined,
      });
      if (created.adminPassword) onGenerated?.({ tenantName: created.name, password: created.adminPassword });
      return created;
    },
    nameOf: (values) => values.name,
  });
}

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
