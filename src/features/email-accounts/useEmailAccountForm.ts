import { usualPorts } from '@/api/schemas/emailAccount';
import type { EmailAccountDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { emailAccountsResource, type EmailAccountFormValues } from './emailAccountsResource';

export function useEmailAccountForm() {
  return useResourceForm<EmailAccountDto, EmailAccountFormValues>({
    resource: emailAccountsResource,
    defaults: { port: usualPorts.starttls, tlsMode: 'starttls', isDefault: false, isActive: true },
    // The password is write-only: the form starts empty, and empty keeps the stored one.
    toValues: (a) => ({
      host: a.host,
      port: a.port,
      tlsMode: a.tlsMode,
      userName: a.userName,
      fromAddress: a.fromAddress,
      fromName: a.fromName,
      isDefault: a.isDefault,
      isActive: a.isActive,
    }),
    nameOf: (values) => values.fromAddress,
  });
}
