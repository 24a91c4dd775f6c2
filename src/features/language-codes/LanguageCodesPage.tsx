import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useLanguageCodeForm } from './useLanguageCodeForm';
import { languageCodesResource } from './languageCodesResource';
import { useLanguageCodeColumns } from './useLanguageCodeColumns';

const LanguageCodeFormDrawer = lazyFormDrawer(() =>
  import('./LanguageCodeFormDrawer').then((m) => m.LanguageCodeFormDrawer),
);

/** /language-codes: the product's languages and their cultures; everyone reads, the host changes them. */
export default function LanguageCodesPage() {
  const { t } = useTranslation('config');
  const form = useLanguageCodeForm();
  const table = useResourceTable({
    resource: languageCodesResource,
    columns: useLanguageCodeColumns(form.openEdit),
    filters: [useActiveFilter()],
    defaultSort: { field: 'code', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('languageCodes.title')}
        searchPlaceholder={t('languageCodes.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('languageCodes.create')}
      />
      <LanguageCodeFormDrawer form={form} />
    </>
  );
}
