import { Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialsFields } from '@/components/config/CredentialsField';
import { ActiveField, NameField } from '@/components/config/fields';
import { usePaymentTypes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useAdapters } from './useAdapters';
import type { usePaymentProviderForm } from './usePaymentProviderForm';

/** Add or edit a payment provider: type, adapter, sandbox, currencies, write-only credentials. */
export function PaymentProviderFormDrawer({ form }: { form: ReturnType<typeof usePaymentProviderForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const types = usePaymentTypes();
  const adapters = useAdapters();
  const currencies = useTenantCurrencies(form.open);
  const record = form.record;
  const adapter = Form.useWatch('adapter', form.form) as string | undefined;
  const isSandbox = Form.useWatch('isSandbox', form.form) as boolean | undefined;
  // Stored credentials go only to the endpoint they were saved for: another adapter or sandbox/live needs them again.
  const moved =
    !!record?.hasCredentials &&
    adapter !== undefined &&
    (adapter !== record.adapter || (isSandbox ?? record.isSandbox) !== record.isSandbox);
  const title =
    form.mode === 'create'
      ? t('paymentProviders.form.createTitle')
      : t('paymentProviders.form.editTitle', { name: form.record?.name });
  return (
    <FormDrawer form={form} title={title} width={560}>
      <NameField />
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
      <CredentialsFields
        record={form.record}
        mustReenter={moved ? t('paymentProviders.form.credentialsAgain') : undefined}
      />
      <ActiveField />
    </FormDrawer>
  );
}
