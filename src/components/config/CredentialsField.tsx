import { KeyOutlined } from '@ant-design/icons';
import { Checkbox, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxLength } from '@/api/schemas/rules';

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

/**
 * Write-only credentials in a form (`credentials`, and `clearCredentials` when editing). A new record gets a
 * secret box. An existing one shows what is stored (the masked hint), a box to replace it that starts empty
 * and, left empty, keeps the stored value, and a box to remove it. The value is never put back into the form:
 * the API does not return it. The browser is asked not to fill in or remember the box.
 */
export function CredentialsFields({ record }: { record: StoredCredentials | null }) {
  const { t } = useTranslation('config');
  const stored = record?.hasCredentials ?? false;
  const form = Form.useFormInstance();
  const removing = Form.useWatch('clearCredentials', form) === true;
  return (
    <>
      {record && (
        <Form.Item label={t('credentials.current')}>
          <CredentialsState record={record} />
        </Form.Item>
      )}
      <Form.Item
        name="credentials"
        label={t(record ? 'credentials.replace' : 'credentials.label')}
        extra={
          <Typography.Text type="secondary">
            {t(stored ? 'credentials.replaceHint' : 'credentials.newHint')}
          </Typography.Text>
        }
      >
        <Input.Password
          autoComplete="new-password"
          spellCheck={false}
          maxLength={MaxLength.credentials}
          placeholder={stored ? t('credentials.keepPlaceholder') : undefined}
          disabled={removing}
        />
      </Form.Item>
      {stored && (
        <Form.Item name="clearCredentials" valuePropName="checked" style={{ marginTop: -8 }}>
          <Checkbox
            onChange={(e) => {
              // Removing wins over a replacement typed before: nothing secret is sent.
              if (e.target.checked) form.setFieldValue('credentials', undefined);
            }}
          >
            {t('credentials.remove')}
          </Checkbox>
        </Form.Item>
      )}
    </>
  );
}
