import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TRANSFER_TIMEOUT_SECONDS,
  MAX_TRANSFER_TIMEOUT_SECONDS,
} from '@/api/schemas/transferInformationSetting';
import type { TransferInformationSettingDto } from '@/api/types/config';
import { CredentialsFields } from '@/components/config/CredentialsFields';
import { ActiveField, CodeField, UrlField } from '@/components/config/fields';
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

/** Add or edit a transfer supplier's settings: endpoint, trip directions, time-out, write-only credentials. */
export function TransferSettingFormDrawer({ form }: { form: ReturnType<typeof useTransferSettingForm> }) {
  const { t } = useTranslation('config');
  const directions = useTripDirections();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`transferInformationSettings.${key}`, options);
  const title =
    form.mode === 'create'
      ? text('form.createTitle')
      : text('form.editTitle', { name: form.record?.supplierCode });
  return (
    <FormDrawer form={form} title={title}>
      <CodeField
        name="supplierCode"
        label={text('fields.supplierCode')}
        extra={text('form.supplierCodeHint')}
      />
      <UrlField name="endpointUrl" label={text('fields.endpointUrl')} extra={text('form.endpointHint')} />
      <Form.Item
        name="tripDirections"
        label={text('fields.tripDirections')}
        required
        extra={text('form.tripDirectionsHint')}
        rules={[{ type: 'array', required: true, min: 1, message: text('form.tripDirectionsRequired') }]}
      >
        <CheckboxGroupInput options={directions.options} label={text('fields.tripDirections')} />
      </Form.Item>
      <Form.Item
        name="timeoutSeconds"
        label={text('fields.timeoutSeconds')}
        extra={text('form.timeoutHint', { max: MAX_TRANSFER_TIMEOUT_SECONDS })}
      >
        <InputNumber
          min={1}
          max={MAX_TRANSFER_TIMEOUT_SECONDS}
          precision={0}
          suffix={text('form.secondsUnit')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <CredentialsFields
        stored={form.record}
        texts={{
          userName: text('fields.userName'),
          label: text('fields.credentials'),
          hint: text('form.credentialsHint'),
          keep: (hint) => text('form.credentialsKeep', { hint }),
          clear: text('form.clearCredentials'),
        }}
      />
      <ActiveField />
    </FormDrawer>
  );
}
