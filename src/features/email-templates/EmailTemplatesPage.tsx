import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { useLanguageCodes } from '@/components/config/usePickers';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useEmailTemplateForm } from './useEmailTemplateForm';
import { emailTemplatesResource, useTemplateTypes } from './emailTemplatesResource';
import { useEmailTemplateColumns } from './useEmailTemplateColumns';

const EmailTemplateFormDrawer = lazyFormDrawer(() =>
  import('./EmailTemplateFormDrawer').then((m) => m.EmailTemplateFormDrawer),
);

/** /email-templates: subject and body per type and language; type, language and status filters, export. */
export default function EmailTemplatesPage() {
  const { t } = useTranslation('config');
  const form = useEmailTemplateForm();
  const types = useTemplateTypes();
  const languages = useLanguageCodes();
  const table = useResourceTable({
    resource: emailTemplatesResource,
    columns: useEmailTemplateColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'emailTypeId',
        label: t('emailTemplates.fields.emailType'),
        integer: true,
        loading: types.isPending,
        options: types.options,
      }),
      selectFilter({
        name: 'languageCode',
        label: t('emailTemplates.fields.languageCode'),
        loading: languages.isPending,
        options: languages.options,
      }),
      useActiveFilter(),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('emailTemplates.title')}
        searchPlaceholder={t('emailTemplates.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('emailTemplates.create')}
      />
      <EmailTemplateFormDrawer form={form} />
    </>
  );
}
