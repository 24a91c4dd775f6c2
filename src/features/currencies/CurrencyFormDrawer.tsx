import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_DECIMAL_PLACES } from '@/api/schemas/currency';
import type { Iso4217Currency } from '@/api/schemas/iso4217';
import { MaxLength } from '@/api/schemas/rules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { checks } from '@/components/config/checks';
import { useConfigRules } from '@/components/config/useConfigRules';
import { type CurrencyFormValues } from './currenciesResource';
import { CurrencyCodeInput } from './CurrencyCodeInput';
import type { useCurrencyForm } from './useCurrencyForm';

/** Add or edit a catalogue currency; picking an ISO 4217 code fills in its name and minor units. */
export function CurrencyFormDrawer({ form }: { form: ReturnType<typeof useCurrencyForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const title =
    form.mode === 'create'
      ? t('currencies.form.createTitle')
      : t('currencies.form.editTitle', { name: form.record?.code });
  const pick = (entry: Iso4217Currency, localName: string) => {
    const values = form.form.getFieldsValue(['name', 'decimalPlaces']) as Partial<CurrencyFormValues>;
    form.form.setFieldsValue({
      ...(values.name ? {} : { name: localName }),
      ...(values.decimalPlaces == null ? { decimalPlaces: entry.minorUnits } : {}),
    });
  };
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="code"
        label={t('currencies.fields.code')}
        required
        extra={t('currencies.form.codeHint')}
        rules={[rules.requiredNotBlank(), rules.check(checks.currencyCode)]}
      >
        <CurrencyCodeInput onPick={pick} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.displayName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="symbol"
        label={t('currencies.fields.symbol')}
        extra={t('currencies.form.symbolHint')}
        rules={[rules.maxLength(MaxLength.currencySymbol)]}
      >
        <Input autoComplete="off" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name="decimalPlaces"
        label={t('currencies.fields.decimalPlaces')}
        extra={t('currencies.form.decimalPlacesHint')}
      >
        <InputNumber min={0} max={MAX_DECIMAL_PLACES} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
