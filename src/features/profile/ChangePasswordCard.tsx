import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/services/profile';
import { MaxLength, MIN_PASSWORD_LENGTH } from '@/api/schemas/rules';
import { validationRules } from '@/api/validation';
import { applyServerErrors } from './serverErrors';
import { useFeedback } from '@/components/feedback/useFeedback';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const MAX_PASSWORD_LENGTH = MaxLength.password;

/**
 * Change password (User/ChangePassword): current, new and confirmed new password; server errors on the fields.
 * `embedded` renders the form without its card (in the user menu's dialog); `onChanged` follows a success.
 */
export function ChangePasswordCard({
  embedded = false,
  onChanged,
}: {
  embedded?: boolean;
  onChanged?: () => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const rules = useMemo(() => validationRules(t), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (values: Values) =>
      profileApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onMutate: () => setFailure(null),
    onSuccess: () => {
      form.resetFields();
      void message.success(t('password.success'));
      onChanged?.();
    },
    onError: (error) => setFailure(applyServerErrors(form, error, 'currentPassword')),
  });

  const body = (
    <>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        requiredMark={false}
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item
          name="currentPassword"
          label={t('password.current')}
          rules={[rules.requiredNotBlank(), rules.maxLength(MAX_PASSWORD_LENGTH)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          extra={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
          rules={[
            rules.requiredNotBlank(),
            rules.minLength(MIN_PASSWORD_LENGTH),
            rules.maxLength(MAX_PASSWORD_LENGTH),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          rules={[
            rules.requiredNotBlank(),
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} disabled={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </>
  );
  return embedded ? body : <Card title={t('password.title')}>{body}</Card>;
}
