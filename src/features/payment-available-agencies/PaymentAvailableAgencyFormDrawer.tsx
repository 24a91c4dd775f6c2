import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { PaymentAvailableAgencyDto } from '@/api/types/config';
import { checks } from '@/components/config/checks';
import { DecimalInput } from '@/components/config/DecimalInput';
import { PaymentTypeCheckboxes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import {
  paymentAvailableAgenciesResource,
  type PaymentAvailableAgencyFormValues,
} from './paymentAvailableAgenciesResource';
import { useAmountRules } from './useAmountRules';

export function usePaymentAvailableAgencyForm() {
  return useResourceForm<PaymentAvailableAgencyDto, PaymentAvailableAgencyFormValues>({
    resource: paymentAvailableAgenciesResource,
    defaults: { paymentTypes: [], isPartialPaymentAllowed: false, isActive: true },
    toValues: (a) => ({
      agentCode: a.agentCode,
      paymentTypes: a.paymentTypes,
      currencyId: a.currencyId,
      minAmount: a.minAmount,
      maxAmount: a.maxAmount,
      isPartialPaymentAllowed: a.isPartialPaymentAllowed,
      isActive: a.isActive,
    }),
    nameOf: (values) => values.agentCode.trim(),
  });
}

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
    >
      {/* Always a suffix element: adding one while the box has focus would make it lose the focus. */}
      <DecimalInput suffix={<span>{currency?.currencyCode}</span>} style={{ maxWidth: 240 }} />
    </Form.Item>
  );
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="agentCode"
        label={t('paymentAvailableAgencies.fields.agentCode')}
        required
        extra={t('paymentAvailableAgencies.form.agentCodeHint')}
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.code), rules.check(checks.code)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 240 }} />
      </Form.Item>
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
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
