import { useTranslation } from 'react-i18next';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useActiveFilter } from '@/components/config/columns';
import { useCurrencyForm } from './useCurrencyForm';
import { currenciesResource } from './currenciesResource';
import { useCurrencyColumns } from './useCurrencyColumns';

const CurrencyFormDrawer = lazyFormDrawer(() =>
  import('./CurrencyFormDrawer').then((m) => m.CurrencyFormDrawer),
);

/** /currencies: the ISO 4217 catalogue; search, filter by status, sort, export; the host adds and edits. */
export default function CurrenciesPage() {
  const { t } = useTranslation('config');
  const form = useCurrencyForm();
  const table = useResourceTable({
    resource: currenciesResource,
    columns: useCurrencyColumns(form.openEdit),
    filters: [useActiveFilter()],
    defaultSort: { field: 'code', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('currencies.title')}
        searchPlaceholder={t('currencies.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('currencies.create')}
      />
      <CurrencyFormDrawer form={form} />
    </>
  );
}
