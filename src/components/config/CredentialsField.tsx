import { KeyOutlined } from '@ant-design/icons';
import { Checkbox, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';
import type { ResourceColumn } from '@/components/list/columns';
import { useConfigRules } from './useConfigRules';

/** What a DTO with write-only credentials says about them: never the value, a masked hint at most. */
export interface StoredCredentials {
  hasCredentials: boolean;
  credentialsHint: string | null;
}

/** The stored state in a list or form: "Stored ••••5f68" or "Not set". */
export function CredentialsState({ record }: { record: StoredCredentials }) {
  const { t } = useTranslation('config');
  return record.hasCredentials ? (
    <Tag icon={<KeyOutlined />} color="success" style={{ whiteSpace: 'nowrap' }}>
      {t('credentials.stored', { hint: record.credentialsHint ?? '••••' })}
    </Tag>
  ) : (
    <Tag>{t('credentials.none')}</Tag>
  );
}

/** The CSV cell of the stored state (the hint only). */
export const credentialsExport = (record: StoredCredentials, t: (key: string) => string) =>
  record.hasCredentials ? (record.credentialsHint ?? '••••') : t('credentials.none');

/** The credentials column of a list: the stored state as a tag, exported as the hint only. */
export function useCredentialsColumn<T extends StoredCredentials>(
  options: Pick<ResourceColumn<T>, 'defaultHidden'> = {},
): ResourceColumn<T> {
  const { t } = useTranslation('config');
  return {
    key: 'credentials',
    title: t('credentials.label'),
    sortable: false,
    render: (_: unknown, row) => <CredentialsState record={row} />,
    exportValue: (row) => credentialsExport(row, t),
    ...options,
  };
}

/**
 * Write-only credentials in a form (`credentials`, and `clearCredentials` when editing), after an optional user
 * name (`userName`, shown with `userNameLabel`). A new record gets a secret box. An existing one shows what is
 * stored (the masked hint), a box to replace it that starts empty and, left empty, keeps the stored value, and
 * a box to remove it. The value is never put back into the form: the API does not return it. The browser is
 * asked not to fill in or remember the box. `mustReenter` (a hint) makes the box required: the stored value is not
 * kept once what it is sent to changed (issue 26).
 */
export function CredentialsFields({
  record,
  userNameLabel,
  mustReenter,
}: {
  record: StoredCredentials | null;
  userNameLabel?: string;
  mustReenter?: string;
}) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const stored = record?.hasCredentials ?? false;
  const form = Form.useFormInstance();
  const removing = Form.useWatch('clearCredentials', form) === true;
  return (
    <>
      {userNameLabel && (
        <Form.Item name="userName" label={userNameLabel} rules={[rules.maxLength(MaxLength.userName)]}>
          <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
      {record && (
        <Form.Item label={t('credentials.current')}>
          <CredentialsState record={record} />
        </Form.Item>
      )}
      <Form.Item
        name="credentials"
        label={t(record ? 'credentials.replace' : 'credentials.label')}
        required={!!mustReenter && !removing}
        extra={
          <Typography.Text type={mustReenter && !removing ? 'warning' : 'secondary'}>
            {mustReenter && !removing
              ? mustReenter
              : t(stored ? 'credentials.replaceHint' : 'credentials.newHint')}
          </Typography.Text>
        }
        rules={[
          ...(mustReenter && !removing ? [rules.requiredNotBlank()] : []),
          rules.maxLength(MaxLength.credentials),
        ]}
      >
        <Input.Password
          autoComplete="new-password"
          spellCheck={false}
          placeholder={stored ? t('credentials.keepPlaceholder') : undefined}
          disabled={removing}
        />
      </Form.Item>
      {stored && (
        <Form.Item name="clearCredentials" valuePropName="checked" style={{ marginTop: -8 }}>
          <Checkbox
            onChange={(e) => {
              // Removing wins over a replacement typed before: nothing secret is sent, and its error goes.
              if (e.target.checked) form.setFields([{ name: 'credentials', value: undefined, errors: [] }]);
            }}
          >
            {t('credentials.remove')}
          </Checkbox>
        </Form.Item>
      )}
    </>
  );
}
