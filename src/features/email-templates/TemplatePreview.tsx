import { Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtmlFrame } from '@/components/display/SafeHtmlFrame';
import { fillPlaceholders, sampleValues } from './samples';

interface Props {
  subject: string;
  htmlBody: string;
  languageCode: string;
}

/**
 * The template as a customer would get it, with made-up values: the subject, and the body sanitized inside a
 * sandboxed frame (nothing in a template can run in the editor's page).
 */
export function TemplatePreview({ subject, htmlBody, languageCode }: Props) {
  const { t } = useTranslation('config');
  const deferredBody = useDeferredValue(htmlBody);
  const values = useMemo(() => sampleValues(t, languageCode), [t, languageCode]);
  return (
    <section aria-label={t('emailTemplates.preview.title')}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
        {t('emailTemplates.preview.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('emailTemplates.preview.hint')}
      </Typography.Paragraph>
      <Typography.Paragraph strong data-testid="preview-subject" style={{ overflowWrap: 'anywhere' }}>
        {fillPlaceholders(subject, values, false) || '—'}
      </Typography.Paragraph>
      <SafeHtmlFrame
        html={fillPlaceholders(deferredBody, values, true)}
        title={t('emailTemplates.preview.frame')}
        style={{ minHeight: 480 }}
      />
    </section>
  );
}
