import { useTranslation } from 'react-i18next';
import { emailKinds } from '@/api/schemas/emailType';
import { useActiveFilter } from '@/components/config/columns';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useEmailTypeForm } from './useEmailTypeForm';
import { emailTypesResource } from './emailTypesResource';
import { useEmailTypeColumns } from './useEmailTypeColumns';

const EmailTypeFormDrawer = lazyFormDrawer(() =>
  import('./EmailTypeFormDrawer').then((m) => m.EmailTypeFormDrawer),
);

/** /email-types: the e-mails the tenant sends, with the variables their templates may use. */
export default function EmailTypesPage() {
  const { t } = useTranslation('config');
  const form = useEmailTypeForm();
  const table = useResourceTable({
    resource: emailTypesResource,
    columns: useEmailTypeColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'kind',
        label: t('emailTypes.fields.kind'),
        integer: true,
        options: emailKinds.map((k) => ({ value: k, label: t(`emailTypes.kinds.${k}`) })),
      }),
      useActiveFilter(),
    ],
    defaultSort: { field: 'kind', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('emailTypes.title')}
        searchPlaceholder={t('emailTypes.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('emailTypes.create')}
      />
      <EmailTypeFormDrawer form={form} />
    </>
  );
}
