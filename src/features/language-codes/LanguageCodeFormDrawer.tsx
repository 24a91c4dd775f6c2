import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODE_PATTERN } from '@/api/schemas/languageCode';
import { MaxLength } from '@/api/schemas/rules';
import { checks } from '@/components/config/checks';
import { ActiveField, NameField } from '@/components/config/fields';
import { useConfigRules } from '@/components/config/useConfigRules';
import { FormDrawer } from '@/components/form/FormDrawer';
import { type LanguageCodeFormValues } from './languageCodesResource';
import { suggestLanguageNames } from './suggestLanguageNames';
import type { useLanguageCodeForm } from './useLanguageCodeForm';

/** The longest language code the service accepts. */
const CODE_MAX = 16;

/** Add or edit a language; a typed code suggests the English and native names when those are empty. */
export function LanguageCodeFormDrawer({ form }: { form: ReturnType<typeof useLanguageCodeForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const title =
    form.mode === 'create'
      ? t('languageCodes.form.createTitle')
      : t('languageCodes.form.editTitle', { name: form.record?.code });
  const suggest = () => {
    const values = form.form.getFieldsValue([
      'code',
      'name',
      'nativeName',
    ]) as Partial<LanguageCodeFormValues>;
    const code = values.code?.trim() ?? '';
    if (!LANGUAGE_CODE_PATTERN.test(code)) return;
    const names = suggestLanguageNames(code);
    if (!names) return;
    form.form.setFieldsValue({
      ...(values.name?.trim() ? {} : { name: names.name }),
      ...(values.nativeName?.trim() ? {} : { nativeName: names.nativeName }),
    });
  };
  return (
    <FormDrawer form={form} title={title}>
      <Form.Item
        name="code"
        label={t('fields.code')}
        required
        extra={t('languageCodes.form.codeHint')}
        rules={[
          rules.requiredNotBlank(),
          rules.maxLength(CODE_MAX),
          { pattern: LANGUAGE_CODE_PATTERN, message: t('languageCodes.form.codeFormat') },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 200 }} onBlur={suggest} />
      </Form.Item>
      <NameField max={MaxLength.name} extra={t('languageCodes.form.nameHint')} />
      <NameField
        name="nativeName"
        label={t('languageCodes.fields.nativeName')}
        max={MaxLength.name}
        extra={t('languageCodes.form.nativeNameHint')}
      />
      <Form.Item
        name="culture"
        label={t('languageCodes.fields.culture')}
        required
        extra={t('languageCodes.form.cultureHint')}
        rules={[rules.requiredNotBlank(), rules.check(checks.culture)]}
      >
        <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 240 }} />
      </Form.Item>
      <ActiveField />
    </FormDrawer>
  );
}
