import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { PaymentProviderDto } from '@/api/types/config';
import { CredentialsFields } from '@/components/config/CredentialsField';
import { usePaymentTypes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { paymentProvidersResource, type PaymentProviderFormValues } from './paymentProvidersResource';
import { useAdapters } from './useAdapters';

export function usePaymentProviderForm() {
  return useResourceForm<PaymentProviderDto, PaymentProviderFormValues>({
    resource: paymentProvidersResource,
    defaults: { adapter: 'simulator', isSandbox: true, supportedCurrencies: [], isActive: true },
    // The credentials are never part of the values: the API does not return them.
    toValues: (p) => ({
      name: p.name,
      paymentType: p.paymentType,
      adapter: p.adapter,
      isSandbox: p.isSandbox,
      supportedCurrencies: p.supportedCurrencies,
      isActive: p.isActive,
    }),
    nameOf: (values) => values.name.trim(),
  });
}

/** Add or edit a payment provider: type, adapter, sandbox, currencies, write-only credentials. */
export function PaymentProviderFormDrawer({ form }: { form: ReturnType<typeof usePaymentProviderForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const types = usePaymentTypes();
  const adapters = useAdapters();
  const currencies = useTenantCurrencies(form.open);
  const title =
    form.mode === 'create'
      ? t('paymentProviders.form.createTitle')
      : t('paymentProviders.form.editTitle', { name: form.record?.name });
  return (
    <FormDrawer form={form} title={title} width={560}>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.displayName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="paymentType"
        label={t('paymentProviders.fields.paymentType')}
        required
        rules={[rules.required()]}
      >
        <Radio.Group options={types.options} optionType="button" />
      </Form.Item>
      <Form.Item
        name="adapter"
        label={t('paymentProviders.fields.adapter')}
        required
        extra={t('paymentProviders.form.adapterHint')}
        rules={[rules.required()]}
      >
        <Select options={adapters.options} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        name="isSandbox"
        label={t('paymentProviders.fields.isSandbox')}
        valuePropName="checked"
        extra={t('paymentProviders.form.sandboxHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="supportedCurrencies"
        label={t('paymentProviders.fields.supportedCurrencies')}
        required
        extra={t('paymentProviders.form.currenciesHint')}
        rules={[{ ...rules.required(), type: 'array' }]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={currencies.isPending}
          options={currencies.codeOptions}
        />
      </Form.Item>
      <CredentialsFields record={form.record} />
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
