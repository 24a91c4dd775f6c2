import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_RATE_DIGITS } from '@/api/schemas/tenantCurrency';
import { checks } from '@/components/config/checks';
import { AmountInput, useAmountRule } from '@/components/config/AmountInput';
import { useCurrencyCatalogue, useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import type { useTenantCurrencyForm } from './useTenantCurrencyForm';

const rate = checks.decimal(EXCHANGE_RATE_DIGITS.integer, EXCHANGE_RATE_DIGITS.scale, { positive: true });

/** Add a currency from the catalogue, set its rate to the default currency, or make it the default. */
export function TenantCurrencyFormDrawer({ form }: { form: ReturnType<typeof useTenantCurrencyForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const amountRule = useAmountRule();
  const catalogue = useCurrencyCatalogue(form.open);
  const mine = useTenantCurrencies(form.open);
  const creating = form.mode === 'create';
  const wasDefault = !creating && !!form.record?.isDefault;
  const makeDefault = Form.useWatch('isDefault', form.form) === true;
  const currencyId = Form.useWatch('currencyId', form.form) as number | undefined;
  const code = catalogue.items.find((c) => c.id === currencyId)?.code ?? form.record?.currencyCode ?? '…';
  const base = mine.defaultCurrency?.currencyCode;
  // The first currency of a tenant becomes its default, whose rate is always 1.
  const needsRate = !wasDefault && mine.isSuccess && !!base;
  const taken = new Set(mine.items.map((c) => c.currencyId));
  const title = creating
    ? t('tenantCurrencies.form.createTitle')
    : t('tenantCurrencies.form.editTitle', { name: form.record?.currencyCode });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item name="currencyId" label={t('fields.currency')} required rules={[rules.required()]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!creating}
          loading={catalogue.isPending}
          options={catalogue.items
            .filter((c) => !creating || !taken.has(c.id))
            .map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
        />
      </Form.Item>
      {needsRate && (
        <Form.Item
          name="exchangeRate"
          label={t('tenantCurrencies.fields.exchangeRate')}
          required
          extra={t(makeDefault ? 'tenantCurrencies.form.rebaseHint' : 'tenantCurrencies.form.rateHint', {
            code,
            base,
          })}
          rules={[amountRule, rules.requiredNotBlank(), rules.check(rate)]}
          validateFirst
        >
          <AmountInput prefix={`1 ${code} =`} suffix={base} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
      <Form.Item
        name="isDefault"
        label={t('tenantCurrencies.fields.isDefault')}
        valuePropName="checked"
        extra={t(wasDefault ? 'tenantCurrencies.form.isDefaultFixed' : 'tenantCurrencies.form.isDefaultHint')}
      >
        <Switch disabled={wasDefault} />
      </Form.Item>
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch disabled={wasDefault || makeDefault} />
      </Form.Item>
    </FormDrawer>
  );
}
