import type { EmailTemplateDto } from '@/api/types/config';
import { useAutosavedDraft } from '@/components/form/useAutosavedDraft';
import { useResourceForm } from '@/components/form/useResourceForm';
import { emailTemplatesResource, type EmailTemplateFormValues } from './emailTemplatesResource';

export function useEmailTemplateForm() {
  const resource = emailTemplatesResource;
  const form = useResourceForm<EmailTemplateDto, EmailTemplateFormValues>({
    resource,
    defaults: { isActive: true, subject: '', htmlBody: '' },
    toValues: ({ emailTypeId, languageCode, subject, htmlBody, isActive }) => ({
      emailTypeId,
      languageCode,
      subject,
      htmlBody,
      isActive,
    }),
    submit: async (values, { mode, record }) => {
      await (mode === 'create' ? resource.create!(values) : resource.update!({ ...record!, ...values }));
      draft.clear();
    },
  });
  const record = form.record;
  // One draft per template, that is per type and language (a new template has its own).
  const draft = useAutosavedDraft(
    form,
    record ? `email-template:${record.emailTypeId}:${record.languageCode}` : 'email-template:new',
  );
  return { ...form, draft };
}
