import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import {
  DEFAULT_TRANSFER_TIMEOUT_SECONDS,
  MAX_TRANSFER_TIMEOUT_SECONDS,
} from '@/api/schemas/transferInformationSetting';
import type { TransferInformationSettingDto } from '@/api/types/config';
import { checks } from '@/components/config/checks';
import { CredentialsFields } from '@/components/config/CredentialsFields';
import { useConfigRules } from '@/components/config/useConfigRules';
import { CheckboxGroupInput } from '@/components/form/CheckboxGroupInput';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { transferSettingsResource, type TransferSettingFormValues } from './transferSettingsResource';
import { useTripDirections } from './useTripDirections';

export function useTransferSettingForm() {
  return useResourceForm<TransferInformationSettingDto, TransferSettingFormValues>({
    resource: transferSettingsResource,
    defaults: { isActive: true, tripDirections: [1, 2, 3], timeoutSeconds: DEFAULT_TRANSFER_TIMEOUT_SECONDS },
    // Credentials are never read back: the box starts empty, which keeps the stored ones.
    toValues: (s) => ({
      supplierCode: s.supplierCode,
      endpointUrl: s.endpointUrl,
      userName: s.userName,
      timeoutSeconds: s.timeoutSeconds,
      tripDirections: s.tripDirections as TransferSettingFormValues['tripDirections'],
      isActive: s.isActive,
    }),
    nameOf: (values) => values.supplierCode.trim(),
  });
}

/** Add or edit a transfer supplier's settings: endpoint, time-out, write-only credentials, trip directions. */
export function TransferSettingFormDrawer({ form }: { form: ReturnType<typeof useTransferSettingForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const directions = useTripDirections();
  const title =
    form.mode === 'create'
      ? t('transferInformationSettings.form.createTitle')
      : t('transferInformationSettings.form.editTitle', { name: form.record?.supplierCode });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="supplierCode"
        label={t('transferInformationSettings.fields.supplierCode')}
        required
        extra={t('transferInformationSettings.form.supplierCodeHint')}
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.code), rules.check(checks.code)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="endpointUrl"
        label={t('transferInformationSettings.fields.endpointUrl')}
        required
        extra={t('transferInformationSettings.form.endpointHint')}
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.url), rules.check(checks.url)]}
      >
        <Input autoComplete="off" spellCheck={false} inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="tripDirections"
        label={t('transferInformationSettings.fields.tripDirections')}
        required
        extra={t('transferInformationSettings.form.tripDirectionsHint')}
        rules={[
          {
            type: 'array',
            required: true,
            min: 1,
            message: t('transferInformationSettings.form.tripDirectionsRequired'),
          },
        ]}
      >
        <CheckboxGroupInput
          options={directions.options}
          label={t('transferInformationSettings.fields.tripDirections')}
        />
      </Form.Item>
      <Form.Item
        name="timeoutSeconds"
        label={t('transferInformationSettings.fields.timeoutSeconds')}
        extra={t('transferInformationSettings.form.timeoutHint', { max: MAX_TRANSFER_TIMEOUT_SECONDS })}
      >
        <InputNumber
          min={1}
          max={MAX_TRANSFER_TIMEOUT_SECONDS}
          precision={0}
          suffix={t('transferInformationSettings.form.secondsUnit')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item
        name="userName"
        label={t('transferInformationSettings.fields.userName')}
        rules={[rules.maxLength(MaxLength.userName)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 320 }} />
      </Form.Item>
      <CredentialsFields
        stored={form.record}
        texts={{
          label: t('transferInformationSettings.fields.credentials'),
          hint: t('transferInformationSettings.form.credentialsHint'),
          keep: (hint) => t('transferInformationSettings.form.credentialsKeep', { hint }),
          clear: t('transferInformationSettings.form.clearCredentials'),
        }}
      />
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
