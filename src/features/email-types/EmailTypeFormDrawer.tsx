import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailKinds, emailKindVariables, type EmailKind } from '@/api/schemas/emailType';
import { MaxLength } from '@/api/schemas/rules';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { VariableTags } from '@/components/config/VariableTags';
import type { useEmailTypeForm } from './useEmailTypeForm';

/** Add or edit an e-mail type: which e-mail it is (its kind decides the variables), its name, its status. */
export function EmailTypeFormDrawer({ form }: { form: ReturnType<typeof useEmailTypeForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const kind = Form.useWatch('kind', form.form) as EmailKind | undefined;
  const title =
    form.mode === 'create'
      ? t('emailTypes.form.createTitle')
      : t('emailTypes.form.editTitle', { name: form.record?.name });
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="kind"
        label={t('emailTypes.fields.kind')}
        required
        extra={t('emailTypes.form.kindHint')}
        rules={[rules.required()]}
      >
        <Select
          options={emailKinds.map((k) => ({ value: k, label: t(`emailTypes.kinds.${k}`) }))}
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
      {kind !== undefined && emailKindVariables[kind] && (
        <Form.Item label={t('emailTypes.fields.variables')}>
          <VariableTags variables={emailKindVariables[kind]} />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('fields.name')}
        required
        rules={[rules.requiredNotBlank(), rules.maxLength(MaxLength.displayName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('emailTypes.fields.description')}
        rules={[rules.maxLength(1024)]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
