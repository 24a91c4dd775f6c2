import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TenantDto } from '@/api/types/identity';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { useRules } from '@/components/form/useRules';
import { TENANCY_NAME_MAX_LENGTH, TENANCY_NAME_PATTERN } from '@/lib/tenancyName';
import { tenantsResource, type TenantFormValues } from './tenantsResource';

export function useTenantForm() {
  return useResourceForm<TenantDto, TenantFormValues>({
    resource: tenantsResource,
    defaults: { isActive: true },
    toValues: (tenant) => ({ tenancyName: tenant.tenancyName, name: tenant.name, isActive: tenant.isActive }),
    nameOf: (values) => values.name,
  });
}

/** Create (with the tenant's admin email) or edit a tenant. */
export function TenantFormDrawer({ form }: { form: ReturnType<typeof useTenantForm> }) {
  const { t } = useTranslation('tenants');
  const rules = useRules();
  const creating = form.mode === 'create';
  return (
    <FormDrawer
      form={form}
      title={creating ? t('form.createTitle') : t('form.editTitle', { name: form.record?.name })}
    >
      <Form.Item
        name="tenancyName"
        label={t('fields.tenancyName')}
        required
        extra={t('form.tenancyNameHint')}
        rules={[
          rules.requiredNotBlank(),
          rules.maxLength(TENANCY_NAME_MAX_LENGTH),
          { pattern: TENANCY_NAME_PATTERN, message: t('form.tenancyNameInvalid') },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(128)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {creating && (
        <Form.Item
          name="adminEmailAddress"
          label={t('fields.adminEmailAddress')}
          required
          rules={[rules.requiredNotBlank(), rules.email(), rules.maxLength(256)]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {creating && <Alert type="info" showIcon title={t('form.adminNote')} />}
    </FormDrawer>
  );
}
