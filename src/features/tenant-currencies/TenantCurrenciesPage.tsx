import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { booleanFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useTenantCurrencyForm } from './useTenantCurrencyForm';
import { tenantCurrenciesResource } from './tenantCurrenciesResource';
import { useTenantCurrencyColumns } from './useTenantCurrencyColumns';

const TenantCurrencyFormDrawer = lazyFormDrawer(() =>
  import('./TenantCurrencyFormDrawer').then((m) => m.TenantCurrencyFormDrawer),
);

/** /tenant-currencies: the currencies the tenant sells in, their rates to the default; filter, export, edit. */
export default function TenantCurrenciesPage() {
  const { t } = useTranslation('config');
  const form = useTenantCurrencyForm();
  const { defaultCurrency } = useTenantCurrencies();
  const table = useResourceTable({
    resource: tenantCurrenciesResource,
    columns: useTenantCurrencyColumns(form.openEdit, defaultCurrency?.currencyCode),
    filters: [
      useActiveFilter(),
      booleanFilter({
        name: 'isDefault',
        label: t('tenantCurrencies.fields.isDefault'),
        trueLabel: t('tenantCurrencies.default'),
        falseLabel: t('tenantCurrencies.notDefault'),
      }),
    ],
    selectable: (row) => !row.isDefault,
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('tenantCurrencies.title')}
        searchPlaceholder={t('currencies.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('tenantCurrencies.create')}
      />
      <TenantCurrencyFormDrawer form={form} />
    </>
  );
}
