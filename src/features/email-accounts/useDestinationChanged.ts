import { Form, type FormInstance } from 'antd';
import type { EmailAccountDto } from '@/api/types/config';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether the edit form points the stored password at another destination (host, port, TLS mode or user name
 * changed while a password is stored, kept and still needed). The server keeps a password only for the server it
 * was saved for (issue 26), so the form then asks for it again.
 */
export function usePasswordMustBeRetyped(form: FormInstance, record: EmailAccountDto | null): boolean {
  const host = Form.useWatch('host', form) as string | undefined;
  const port = Form.useWatch('port', form) as number | null | undefined;
  const tlsMode = Form.useWatch('tlsMode', form) as string | undefined;
  const userName = Form.useWatch('userName', form) as string | null | undefined;
  const clearPassword = Form.useWatch('clearPassword', form) === true;
  if (!record?.hasPassword || clearPassword || !text(userName)) return false;
  return (
    text(host).toLowerCase() !== record.host ||
    (port ?? null) !== record.port ||
    tlsMode !== record.tlsMode ||
    text(userName) !== (record.userName ?? '')
  );
}
