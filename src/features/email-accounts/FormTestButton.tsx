import { SendOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailAccountDto } from '@/api/types/config';
import { useCurrentUser } from '@/auth/session';
import { useFeedback } from '@/components/feedback/useFeedback';
import { splitServerErrors } from '@/components/form/serverErrors';
import { emailAccountsApi, type EmailAccountFormValues } from './emailAccountsResource';

const DESTINATION = ['host', 'port', 'tlsMode', 'userName', 'password'];

/**
 * "Send test message" inside the edit form: sends to the signed-in user through the values as they are in the form,
 * saved or not. The server uses the stored password only while the destination is the stored one; otherwise the
 * password typed here goes with it (the form asks for it first).
 */
export function FormTestButton({ form, record }: { form: FormInstance; record: EmailAccountDto }) {
  const { t } = useTranslation('config');
  const { message } = useFeedback();
  const to = useCurrentUser().data?.user.emailAddress ?? '';
  const [sending, setSending] = useState(false);
  if (!to) return null;
  const send = async () => {
    try {
      await form.validateFields(DESTINATION);
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as EmailAccountFormValues;
    setSending(true);
    try {
      await emailAccountsApi.sendTestMessage({
        id: record.id,
        to,
        host: v.host,
        port: v.port,
        tlsMode: v.tlsMode,
        userName: v.userName ?? null,
        password: v.password || null,
        fromAddress: v.fromAddress,
        fromName: v.fromName ?? null,
      });
      void message.success(t('emailAccounts.test.sent', { to }));
    } catch (error) {
      const { fields, general } = splitServerErrors(error, DESTINATION);
      form.setFields(fields.map((f) => ({ name: f.name as never, errors: f.errors })));
      if (general) void message.error(general.title);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item extra={t('emailAccounts.test.formHint', { to })}>
      <Button icon={<SendOutlined />} loading={sending} onClick={() => void send()}>
        {t('emailAccounts.test.action')}
      </Button>
    </Form.Item>
  );
}
