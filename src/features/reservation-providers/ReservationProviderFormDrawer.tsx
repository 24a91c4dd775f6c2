import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { ReservationProviderDto } from '@/api/types/config';
import { checks } from '@/components/config/checks';
import { CredentialsFields } from '@/components/config/CredentialsFields';
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
      <Form.Item
        name="code"
        label={t('fields.code')}
        required
        extra={t('reservationProviders.form.codeHint')}
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.code), rules.check(checks.code)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 240 }} />
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
        name="kind"
        label={t('reservationProviders.fields.kind')}
        required
        rules={[rules.required()]}
      >
        <Select options={kinds.options} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        name="endpoint"
        label={t('reservationProviders.fields.endpoint')}
        required={!simulator}
        extra={t(
          simulator
            ? 'reservationProviders.form.endpointSimulator'
            : 'reservationProviders.form.endpointHint',
        )}
        dependencies={['kind']}
        rules={[
          ...(simulator ? [] : [rules.requiredNotBlank()]),
          rules.maxLength(MaxLength.url),
          rules.check(checks.url),
        ]}
      >
        <Input autoComplete="off" spellCheck={false} inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="userName"
        label={t('reservationProviders.fields.userName')}
        rules={[rules.maxLength(MaxLength.userName)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 320 }} />
      </Form.Item>
      <CredentialsFields
        stored={form.record}
        texts={{
          label: t('reservationProviders.fields.credentials'),
          hint: t('reservationProviders.form.credentialsHint'),
          keep: (hint) => t('reservationProviders.form.credentialsKeep', { hint }),
          clear: t('reservationProviders.form.clearCredentials'),
        }}
      />
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
