import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReservationProviderDto } from '@/api/types/config';
import { CredentialsFields } from '@/components/config/CredentialsFields';
import { ActiveField, CodeField, NameField, UrlField } from '@/components/config/fields';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import {
  reservationProvidersResource,
  type ReservationProviderFormValues,
} from './reservationProvidersResource';
import { useProviderKinds } from './useProviderKinds';

export function useReservationProviderForm() {
  return useResourceForm<ReservationProviderDto, ReservationProviderFormValues>({
    resource: reservationProvidersResource,
    defaults: { isActive: true, kind: 'tourvisio' },
    // Credentials are never read back: the box starts empty, which keeps the stored ones.
    toValues: ({ code, name, kind, endpoint, userName, isActive }) => ({
      code,
      name,
      kind,
      endpoint,
      userName,
      isActive,
    }),
    nameOf: (values) => values.code.trim(),
    invalidates: ['reservation-provider-markets'],
  });
}

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
      <CredentialsFields
        stored={form.record}
        texts={{
          userName: t('reservationProviders.fields.userName'),
          label: t('reservationProviders.fields.credentials'),
          hint: t('reservationProviders.form.credentialsHint'),
          keep: (hint) => t('reservationProviders.form.credentialsKeep', { hint }),
          clear: t('reservationProviders.form.clearCredentials'),
        }}
      />
      <ActiveField />
    </FormDrawer>
  );
}
