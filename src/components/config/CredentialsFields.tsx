import { Checkbox, Form, Input } from 'antd';
import { MaxLength } from '@/api/schemas/rules';
import { useConfigRules } from './useConfigRules';

/** What an answer says about write-only credentials: whether some are stored, and a masked hint ("••••3f9a"). */
export interface StoredCredentials {
  hasCredentials: boolean;
  credentialsHint: string | null;
}

export interface CredentialsTexts {
  /** The user name's label; without it, no user name field. */
  userName?: string;
  label: string;
  /** Under the box: what the credentials are and that they are never shown again. */
  hint: string;
  /** Placeholder while some are stored: typing replaces them, leaving the box empty keeps them. */
  keep(hint: string): string;
  /** The check box that removes the stored ones. */
  clear: string;
}

/**
 * A user name (`userName`, optional) and write-only credentials (`credentials`, plus `clearCredentials` while
 * some are stored): the credentials are never filled in from the record, which carries only a masked hint;
 * empty keeps what is stored, a value replaces it.
 */
export function CredentialsFields({
  stored,
  texts,
}: {
  stored: StoredCredentials | null;
  texts: CredentialsTexts;
}) {
  const rules = useConfigRules();
  const form = Form.useFormInstance();
  const clearing = Form.useWatch('clearCredentials', form) === true;
  const hasStored = !!stored?.hasCredentials;
  return (
    <>
      {texts.userName && (
        <Form.Item name="userName" label={texts.userName} rules={[rules.maxLength(MaxLength.userName)]}>
          <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
      <Form.Item
        name="credentials"
        label={texts.label}
        extra={texts.hint}
        rules={[rules.maxLength(MaxLength.credentials)]}
      >
        <Input.Password
          autoComplete="new-password"
          spellCheck={false}
          disabled={clearing}
          placeholder={hasStored ? texts.keep(stored.credentialsHint ?? '••••') : undefined}
        />
      </Form.Item>
      {hasStored && (
        <Form.Item name="clearCredentials" valuePropName="checked" style={{ marginTop: -8 }}>
          <Checkbox>{texts.clear}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}

/** A masked hint of stored credentials for tables, or the word for none. */
export function credentialsText(row: StoredCredentials, none: string) {
  return row.hasCredentials ? (row.credentialsHint ?? '••••') : none;
}
