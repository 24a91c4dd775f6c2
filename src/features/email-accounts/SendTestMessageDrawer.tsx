import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import type { useSendTestMessageForm } from './useSendTestMessageForm';

/** "Send test message": asks the recipient, sends through the account now, and shows what the server said. */
export function SendTestMessageDrawer({ form }: { form: ReturnType<typeof useSendTestMessageForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const account = form.record;
  return (
    <FormDrawer
      form={form}
      title={t('emailAccounts.test.title', { name: account?.fromAddress })}
      width={440}
      saveLabel={t('emailAccounts.test.submit')}
    >
      <Typography.Paragraph type="secondary">
        {t('emailAccounts.test.intro', { server: account ? `${account.host}:${account.port}` : '' })}
      </Typography.Paragraph>
      <Form.Item
        name="to"
        label={t('emailAccounts.test.to')}
        required
        rules={[rules.requiredNotBlank(), rules.email(), rules.maxLength(MaxLength.emailAddress)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </FormDrawer>
  );
}
