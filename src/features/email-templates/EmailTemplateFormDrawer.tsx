import { Alert, Button, Col, Form, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATE_BODY, MAX_TEMPLATE_SUBJECT, unknownPlaceholders } from '@/api/schemas/emailTemplate';
import { useLanguageCodes } from '@/components/config/usePickers';
import { useConfigRules } from '@/components/config/useConfigRules';
import { DateTime } from '@/components/display/DateTime';
import { FormDrawer } from '@/components/form/FormDrawer';
import { VariableTags } from '@/components/config/VariableTags';
import { emailTemplatesResource, useTemplateTypes } from './emailTemplatesResource';
import { InsertableText, type InsertHandle } from './InsertableText';
import { TemplatePreview } from './TemplatePreview';
import type { useEmailTemplateForm } from './useEmailTemplateForm';

/** Edit a template beside its live preview; `{{placeholders}}` must be variables of the chosen type. */
export function EmailTemplateFormDrawer({ form }: { form: ReturnType<typeof useEmailTemplateForm> }) {
  const { t } = useTranslation('config');
  const rules = useConfigRules();
  const types = useTemplateTypes(form.open);
  const languages = useLanguageCodes(form.open);
  const subjectField = useRef<InsertHandle>(null);
  const bodyField = useRef<InsertHandle>(null);
  // Variables go into the field last focused (the body until the subject was).
  const [focused, setFocused] = useState<'subject' | 'htmlBody'>('htmlBody');
  const typeId = Form.useWatch('emailTypeId', form.form);
  const subject = Form.useWatch('subject', form.form) ?? '';
  const htmlBody = Form.useWatch('htmlBody', form.form) ?? '';
  const languageCode = Form.useWatch('languageCode', form.form) ?? 'en';
  const record = form.record;
  const variables = types.variablesOf(typeId) ?? [];
  const typeOptions =
    record && !types.options.some((o) => o.value === record.emailTypeId)
      ? [...types.options, { value: record.emailTypeId, label: record.emailTypeName }]
      : types.options;
  const placeholders: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const known = types.variablesOf(getFieldValue('emailTypeId') as number | undefined);
      const unknown = known && typeof value === 'string' ? unknownPlaceholders(value, known) : [];
      if (!unknown.length) return Promise.resolve();
      const list = unknown.map((name) => `{{${name}}}`).join(', ');
      return Promise.reject(
        new Error(t('emailTemplates.validation.unknownPlaceholders', { count: unknown.length, list })),
      );
    },
  });
  const title =
    form.mode === 'create'
      ? t('emailTemplates.form.createTitle')
      : t('emailTemplates.form.editTitle', { name: record ? emailTemplatesResource.getTitle(record) : '' });
  const text = (name: 'subject' | 'htmlBody', max: number) => (
    <Form.Item
      name={name}
      label={t(`emailTemplates.fields.${name}`)}
      required
      dependencies={['emailTypeId']}
      validateDebounce={300}
      rules={[rules.requiredNotBlank(), rules.maxLength(max), placeholders]}
    >
      <InsertableText
        ref={name === 'subject' ? subjectField : bodyField}
        onFocus={() => setFocused(name)}
        multiline={name === 'htmlBody'}
      />
    </Form.Item>
  );
  return (
    <FormDrawer form={form} title={title} width={1180}>
      {form.draft.restoredAt && (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('emailTemplates.draft.restored')}
          description={
            <>
              {t('emailTemplates.draft.savedAt')} <DateTime value={form.draft.restoredAt} />
            </>
          }
          action={
            <Button size="small" onClick={form.draft.discard}>
              {t('emailTemplates.draft.discard')}
            </Button>
          }
        />
      )}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Row gutter={12}>
            <Col xs={24} sm={14}>
              <Form.Item
                name="emailTypeId"
                label={t('emailTemplates.fields.emailType')}
                required
                rules={[rules.required()]}
              >
                <Select loading={types.isPending} options={typeOptions} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item
                name="languageCode"
                label={t('emailTemplates.fields.languageCode')}
                required
                rules={[rules.required()]}
              >
                <Select
                  loading={languages.isPending}
                  options={languages.options}
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
            </Col>
          </Row>
          {text('subject', MAX_TEMPLATE_SUBJECT)}
          {variables.length > 0 && (
            <Form.Item
              label={t('emailTemplates.form.variables')}
              extra={t('emailTemplates.form.variablesHint')}
            >
              <VariableTags
                variables={variables}
                onPick={(name) =>
                  (focused === 'subject' ? subjectField : bodyField).current?.insert(`{{${name}}}`)
                }
              />
            </Form.Item>
          )}
          {text('htmlBody', MAX_TEMPLATE_BODY)}
          <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <TemplatePreview subject={subject} htmlBody={htmlBody} languageCode={languageCode} />
          {!variables.length && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('emailTemplates.form.chooseType')}
            </Typography.Paragraph>
          )}
        </Col>
      </Row>
    </FormDrawer>
  );
}
