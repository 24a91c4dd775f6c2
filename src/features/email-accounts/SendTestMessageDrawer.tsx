import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { EmailAccountDto } from '@/api/types/config';
import { useCurrentUser } from '@/auth/session';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { useResourceForm } from '@/components/form/useResourceForm';
import { resourceKeys } from '@/components/resource/resource';
import { emailAccountsApi, emailAccountsResource } from './emailAccountsResource';

interface TestValues extends Record<string, unknown> {
  to: string;
}

export function useSendTestMessageForm() {
  const { t } = useTranslation('config');
  const queryClient = useQueryClient();
  const me = useCurrentUser().data?.user.emailAddress ?? '';
  return useResourceForm<EmailAccountDto, TestValues>({
    resource: emailAccountsResource,
    draftKey: 'email-accounts.sendTest',
    routed: false,
    toValues: () => ({ to: me }),
    submit: async (values, { record }) => {
      try {
        await emailAccountsApi.sendTestMessage({ id: record!.id, to: values.to.trim() });
      } finally {
        // Sent or not, the account's "last test" changed.
        void queryClient.invalidateQueries({ queryKey: resourceKeys.all(emailAccountsResource.name) });
      }
    },
    nameOf: (values) => values.to.trim(),
    successMessage: (to) => t('emailAccounts.test.sent', { to }),
  });
}

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
