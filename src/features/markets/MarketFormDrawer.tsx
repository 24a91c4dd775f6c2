import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { checks } from '@/components/config/checks';
import { CountrySelect } from '@/components/config/countries';
import { ActiveField, CodeField, NameField } from '@/components/config/fields';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { type MarketFormValues } from './marketsResource';
import type { useMarketForm } from './useMarketForm';

/** Add or edit a market; choosing its country fills in an empty code and name. */
export function MarketFormDrawer({ form }: { form: ReturnType<typeof useMarketForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const title =
    form.mode === 'create'
      ? t('markets.form.createTitle')
      : t('markets.form.editTitle', { name: form.record?.code });
  const pick = (code: string, countryName: string) => {
    const values = form.form.getFieldsValue(['code', 'name']) as Partial<MarketFormValues>;
    form.form.setFieldsValue({
      ...(values.code?.trim() ? {} : { code }),
      ...(values.name?.trim() ? {} : { name: countryName }),
    });
  };
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="countryCode"
        label={t('markets.fields.country')}
        required
        extra={t('markets.form.countryHint')}
        rules={[rules.required(), rules.check(checks.countryCode)]}
      >
        <CountrySelect onPick={pick} placeholder={t('markets.form.countryPlaceholder')} />
      </Form.Item>
      <CodeField extra={t('markets.form.codeHint')} />
      <NameField />
      <ActiveField />
    </FormDrawer>
  );
}
