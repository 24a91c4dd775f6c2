import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/config/AmountInput';
import { ActiveField, CodeField } from '@/components/config/fields';
import { PaymentTypeCheckboxes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useAmountRules } from './useAmountRules';
import type { usePaymentAvailableAgencyForm } from './usePaymentAvailableAgencyForm';

/** Add or edit an agency: its payment types, an optional amount range in one currency, partial payment. */
export function PaymentAvailableAgencyFormDrawer({
  form,
}: {
  form: ReturnType<typeof usePaymentAvailableAgencyForm>;
}) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const currencies = useTenantCurrencies(form.open);
  const currencyId = Form.useWatch('currencyId', form.form);
  const currency = currencies.items.find((c) => c.currencyId === currencyId);
  const amounts = useAmountRules(currency?.decimalPlaces);
  const title =
    form.mode === 'create'
      ? t('paymentAvailableAgencies.form.createTitle')
      : t('paymentAvailableAgencies.form.editTitle', { name: form.record?.agentCode });
  const amount = (name: 'minAmount' | 'maxAmount') => (
    <Form.Item
      name={name}
      label={t(`paymentAvailableAgencies.fields.${name}`)}
      extra={name === 'minAmount' ? t('paymentAvailableAgencies.form.amountHint') : undefined}
      dependencies={name === 'maxAmount' ? ['minAmount'] : undefined}
      rules={amounts[name]}
      validateFirst
    >
      {/* Always a suffix element: adding one while the box has focus would make it lose the focus. */}
      <AmountInput suffix={<span>{currency?.currencyCode}</span>} style={{ maxWidth: 240 }} />
    </Form.Item>
  );
  return (
    <FormDrawer form={form} title={title}>
      <CodeField
        name="agentCode"
        label={t('paymentAvailableAgencies.fields.agentCode')}
        extra={t('paymentAvailableAgencies.form.agentCodeHint')}
      />
      <Form.Item
        name="paymentTypes"
        label={t('paymentAvailableAgencies.fields.paymentTypes')}
        required
        rules={[{ ...rules.required(), type: 'array' }]}
      >
        <PaymentTypeCheckboxes />
      </Form.Item>
      <Form.Item
        name="currencyId"
        label={t('fields.currency')}
        extra={t('paymentAvailableAgencies.form.currencyHint')}
        dependencies={['minAmount', 'maxAmount']}
        rules={amounts.currencyId}
      >
        <Select
          allowClear
          loading={currencies.isPending}
          options={currencies.idOptions}
          style={{ maxWidth: 320 }}
        />
      </Form.Item>
      {amount('minAmount')}
      {amount('maxAmount')}
      <Form.Item
        name="isPartialPaymentAllowed"
        label={t('paymentAvailableAgencies.fields.isPartialPaymentAllowed')}
        valuePropName="checked"
        extra={t('paymentAvailableAgencies.form.partialHint')}
      >
        <Switch />
      </Form.Item>
      <ActiveField />
    </FormDrawer>
  );
}
