import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailAccountDto } from '@/api/types/config';
import { useCurrentUser } from '@/auth/session';
import { useResourceForm } from '@/components/form/useResourceForm';
import { resourceKeys } from '@/components/resource/resource';
import { emailAccountsApi, emailAccountsResource } from './emailAccountsResource';

export interface TestValues extends Record<string, unknown> {
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
