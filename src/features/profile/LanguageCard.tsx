import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/services/profile';
import { menuLanguageCodes } from '@/i18n/hostTenants';
import { languageCodes, languageOf, languages } from '@/i18n/languages';
import { applyServerErrors } from './serverErrors';
import { useFeedback } from '@/components/feedback/useFeedback';

interface Values {
  languageName: string;
}

/**
 * Change language (User/ChangeLanguage): saved for the user on the server, then applied to the interface.
 * `embedded` renders the form without its card (in the user menu's dialog).
 */
export function LanguageCard({ embedded = false }: { embedded?: boolean }) {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const offered = new Set([...menuLanguageCodes(languageCodes), current]);
  const save = useMutation({
    mutationFn: async ({ languageName }: Values) => {
      await profileApi.changeLanguage(languageName);
      await i18n.changeLanguage(languageName);
    },
    onMutate: () => setFailure(null),
    onSuccess: () => void message.success(t('profile:language.success')),
    onError: (error) => setFailure(applyServerErrors(form, error, 'languageName')),
  });

  const body = (
    <>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        requiredMark={false}
        initialValues={{ languageName: current }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="languageName"
          label={t('profile:language.label')}
          extra={t('profile:language.hint')}
          rules={[{ required: true, message: t('common:validation.required') }]}
        >
          <Select
            options={languages
              .filter((l) => offered.has(l.code))
              .map((l) => ({ value: l.code, label: <span lang={l.htmlLang}>{l.nativeName}</span> }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          {t('profile:language.submit')}
        </Button>
      </Form>
    </>
  );
  return embedded ? body : <Card title={t('profile:language.title')}>{body}</Card>;
}
