import { Checkbox, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TlsModes, usualPorts, type TlsMode } from '@/api/schemas/emailAccount';
import { MaxLength } from '@/api/schemas/rules';
import { checks } from '@/components/config/checks';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { FormTestButton } from './FormTestButton';
import { usePasswordMustBeRetyped } from './useDestinationChanged';
import type { useEmailAccountForm } from './useEmailAccountForm';

/** Add or edit an SMTP account: server, security, sign-in (password write-only), sender, default, status. */
export function EmailAccountFormDrawer({ form }: { form: ReturnType<typeof useEmailAccountForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const record = form.record;
  const isDefault = Form.useWatch('isDefault', form.form) as boolean | undefined;
  const retype = usePasswordMustBeRetyped(form.form, record);
  const title =
    form.mode === 'create'
      ? t('emailAccounts.form.createTitle')
      : t('emailAccounts.form.editTitle', { name: record?.fromAddress });
  // A port left at the usual one of the previous mode follows the new mode.
  const changeMode = (mode: TlsMode) => {
    const port = form.form.getFieldValue('port') as number | null;
    if (port == null || Object.values(usualPorts).includes(port))
      form.form.setFieldValue('port', usualPorts[mode]);
  };
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="fromAddress"
        label={t('emailAccounts.fields.fromAddress')}
        required
        rules={[rules.requiredNotBlank(), rules.email(), rules.maxLength(MaxLength.emailAddress)]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="fromName"
        label={t('emailAccounts.fields.fromName')}
        extra={t('emailAccounts.form.fromNameHint')}
        rules={[rules.maxLength(MaxLength.displayName)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="host"
        label={t('emailAccounts.fields.host')}
        required
        extra={t('emailAccounts.form.hostHint')}
        rules={[rules.requiredNotBlank(), rules.check(checks.hostName)]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="tlsMode"
        label={t('emailAccounts.fields.tlsMode')}
        required
        extra={t('emailAccounts.form.tlsHint')}
      >
        <Select
          onChange={changeMode}
          options={TlsModes.map((mode) => ({ value: mode, label: t(`emailAccounts.tlsModes.${mode}`) }))}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item name="port" label={t('emailAccounts.fields.port')} required rules={[rules.required()]}>
        <InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="userName"
        label={t('emailAccounts.fields.userName')}
        extra={t('emailAccounts.form.userNameHint')}
        rules={[rules.maxLength(MaxLength.userName)]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('emailAccounts.fields.password')}
        required={retype}
        extra={
          retype ? (
            <Typography.Text type="warning">{t('emailAccounts.form.passwordAgain')}</Typography.Text>
          ) : record?.hasPassword ? (
            t('emailAccounts.form.passwordKept', { hint: record.passwordHint })
          ) : (
            t('emailAccounts.form.passwordHint')
          )
        }
        rules={[...(retype ? [rules.requiredNotBlank()] : []), rules.maxLength(MaxLength.credentials)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {record?.hasPassword && (
        <Form.Item name="clearPassword" valuePropName="checked">
          <Checkbox>{t('emailAccounts.form.clearPassword')}</Checkbox>
        </Form.Item>
      )}
      {record && <FormTestButton form={form.form} record={record} />}
      <Form.Item
        name="isDefault"
        label={t('emailAccounts.fields.isDefault')}
        valuePropName="checked"
        extra={
          record?.isDefault ? t('emailAccounts.form.defaultLocked') : t('emailAccounts.form.defaultHint')
        }
      >
        <Switch
          disabled={record?.isDefault}
          onChange={(on) => on && form.form.setFieldValue('isActive', true)}
        />
      </Form.Item>
      <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
        <Switch disabled={!!isDefault} />
      </Form.Item>
    </FormDrawer>
  );
}
