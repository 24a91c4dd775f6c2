import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { useCountryOptions } from '@/components/config/countries';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useMarketForm } from './useMarketForm';
import { marketsResource } from './marketsResource';
import { useMarketColumns } from './useMarketColumns';

const MarketFormDrawer = lazyFormDrawer(() => import('./MarketFormDrawer').then((m) => m.MarketFormDrawer));

/** /markets: the markets the tenant sells in; search, status and country filters, export. */
export default function MarketsPage() {
  const { t } = useTranslation('config');
  const form = useMarketForm();
  const countries = useCountryOptions();
  const table = useResourceTable({
    resource: marketsResource,
    columns: useMarketColumns(form.openEdit),
    filters: [
      useActiveFilter(),
      selectFilter({ name: 'countryCode', label: t('markets.fields.country'), options: countries }),
    ],
    defaultSort: { field: 'code', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('markets.title')}
        searchPlaceholder={t('markets.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('markets.create')}
      />
      <MarketFormDrawer form={form} />
    </>
  );
}
