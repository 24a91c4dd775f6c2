import { api } from '@/api/http';
import { Permissions } from '@/api/permissions';
import type { TlsMode } from '@/api/schemas/emailAccount';
import type {
  CaughtMessageDetailDto,
  CaughtMessageListDto,
  CreateEmailAccountDto,
  EmailAccountDto,
  SendTestMessageResult,
} from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The tenant's SMTP accounts; the default one sends the tenant's e-mails. */
export const emailAccountsResource = configResource<EmailAccountDto, CreateEmailAccountDto>({
  name: 'email-accounts',
  service: 'EmailAccount',
  getTitle: (a) => a.fromAddress,
  write: Permissions.EmailAccounts,
});

/** EmailAccount's own operations: the test message, and the host's view of the SMTP catcher. */
export const emailAccountsApi = {
  /** With `host`, through the edit form's unsaved values (a stock ABP backend ignores them). */
  sendTestMessage: (input: { id: number; to: string } & Partial<SendTestFormValues>) =>
    api.post<SendTestMessageResult>('EmailAccount/SendTestMessage', input),
  caughtMessages: (signal?: AbortSignal) =>
    api.get<CaughtMessageListDto>('EmailAccount/GetCaughtMessages', undefined, { signal }),
  caughtMessage: (id: number, signal?: AbortSignal) =>
    api.get<CaughtMessageDetailDto>('EmailAccount/GetCaughtMessage', { Id: id }, { signal }),
  clearCaughtMessages: () => api.delete('EmailAccount/DeleteCaughtMessages'),
};

export interface SendTestFormValues {
  host: string;
  port: number;
  tlsMode: TlsMode;
  userName: string | null;
  password: string | null;
  fromAddress: string;
  fromName: string | null;
}

export interface EmailAccountFormValues extends Record<string, unknown> {
  host: string;
  port: number;
  tlsMode: TlsMode;
  userName: string | null;
  password?: string;
  clearPassword?: boolean;
  fromAddress: string;
  fromName: string | null;
  isDefault: boolean;
  isActive: boolean;
}
