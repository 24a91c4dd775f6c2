import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialsFields } from '@/components/config/CredentialsField';
import { ActiveField, CodeField, NameField, UrlField } from '@/components/config/fields';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useProviderKinds } from './useProviderKinds';
import type { useReservationProviderForm } from './useReservationProviderForm';

/** Add or edit a reservation provider: its kind, API address, user and write-only credentials. */
export function ReservationProviderFormDrawer({
  form,
}: {
  form: ReturnType<typeof useReservationProviderForm>;
}) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const kinds = useProviderKinds();
  const simulator = Form.useWatch('kind', form.form) === 'simulator';
  const title =
    form.mode === 'create'
      ? t('reservationProviders.form.createTitle')
      : t('reservationProviders.form.editTitle', { name: form.record?.code });
  return (
    <FormDrawer form={form} title={title}>
      <CodeField extra={t('reservationProviders.form.codeHint')} />
      <NameField />
      <Form.Item
        name="kind"
        label={t('reservationProviders.fields.kind')}
        required
        rules={[rules.required()]}
      >
        <Select options={kinds.options} style={{ maxWidth: 320 }} />
      </Form.Item>
      <UrlField
        label={t('reservationProviders.fields.endpoint')}
        required={!simulator}
        dependencies={['kind']}
        extra={t(
          simulator
            ? 'reservationProviders.form.endpointSimulator'
            : 'reservationProviders.form.endpointHint',
        )}
      />
      <CredentialsFields record={form.record} userNameLabel={t('reservationProviders.fields.userName')} />
      <ActiveField />
    </FormDrawer>
  );
}
