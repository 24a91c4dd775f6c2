import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import { checks } from '@/components/config/checks';
import { IbanInput } from '@/components/config/IbanInput';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import type { useBankAccountForm } from './useBankAccountForm';

/** Add or edit a bank account: IBAN and SWIFT/BIC checked as typed, currency among the tenant's. */
export function BankAccountFormDrawer({ form }: { form: ReturnType<typeof useBankAccountForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const currencies = useTenantCurrencies(form.open);
  const title =
    form.mode === 'create'
      ? t('bankAccounts.form.createTitle')
      : t('bankAccounts.form.editTitle', { name: form.record?.bankName });
  const text = (name: string, max: number) => (
    <Form.Item
      name={name}
      label={t(`bankAccounts.fields.${name}`)}
      required
      rules={[rules.requiredNotBlank(), rules.maxLength(max)]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
  return (
    <FormDrawer form={form} title={title}>
      {text('bankName', MaxLength.displayName)}
      {text('accountHolder', MaxLength.accountHolder)}
      <Form.Item
        name="iban"
        label={t('bankAccounts.fields.iban')}
        required
        extra={t('bankAccounts.form.ibanHint')}
        validateDebounce={300}
        rules={[rules.requiredNotBlank(), rules.check(checks.iban)]}
      >
        <IbanInput />
      </Form.Item>
      <Form.Item
        name="swiftCode"
        label={t('bankAccounts.fields.swiftCode')}
        required
        extra={t('bankAccounts.form.swiftHint')}
        normalize={(v: string) => v.toUpperCase()}
        rules={[rules.requiredNotBlank(), rules.check(checks.bic)]}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          maxLength={14}
          style={{ maxWidth: 240, fontFamily: 'monospace' }}
        />
      </Form.Item>
      <Form.Item name="currencyId" label={t('fields.currency')} required rules={[rules.required()]}>
        <Select loading={currencies.isPending} options={currencies.idOptions} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
