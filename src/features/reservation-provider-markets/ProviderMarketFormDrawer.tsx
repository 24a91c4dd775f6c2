import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveField } from '@/components/config/fields';
import { useProviderMarkets } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useLinkPickers } from './useLinkPickers';
import type { useProviderMarketForm } from './useProviderMarketForm';

/** Let a provider serve a market: both picked by name; markets it already serves are not offered again. */
export function ProviderMarketFormDrawer({ form }: { form: ReturnType<typeof useProviderMarketForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const record = form.record;
  const pickers = useLinkPickers(record ? [record] : [], form.open);
  const providerId = Form.useWatch('reservationProviderId', form.form) as number | undefined;
  const served = useProviderMarkets(providerId, form.open && !!providerId);
  // The market this link already names stays selectable.
  const taken = new Set(
    served.items
      .map((m) => m.id)
      .filter((id) => !(record && record.reservationProviderId === providerId && id === record.marketId)),
  );
  const title =
    form.mode === 'create'
      ? t('reservationProviderMarkets.form.createTitle')
      : t('reservationProviderMarkets.form.editTitle', { name: record?.marketName });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="reservationProviderId"
        label={t('reservationProviderMarkets.fields.provider')}
        required
        rules={[rules.required()]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={pickers.providersPending}
          options={pickers.providers}
        />
      </Form.Item>
      <Form.Item
        name="marketId"
        label={t('reservationProviderMarkets.fields.market')}
        required
        extra={t('reservationProviderMarkets.form.marketHint')}
        rules={[rules.required()]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={pickers.marketsPending}
          options={pickers.markets.map((m) =>
            taken.has(m.value)
              ? { ...m, disabled: true, label: t('reservationProviderMarkets.served', { name: m.label }) }
              : m,
          )}
        />
      </Form.Item>
      <ActiveField />
    </FormDrawer>
  );
}
