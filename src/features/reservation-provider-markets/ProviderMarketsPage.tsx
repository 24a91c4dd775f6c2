import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useProviderMarketForm } from './useProviderMarketForm';
import { providerMarketsResource } from './providerMarketsResource';
import { useLinkPickers } from './useLinkPickers';
import { useProviderMarketColumns } from './useProviderMarketColumns';

const ProviderMarketFormDrawer = lazyFormDrawer(() =>
  import('./ProviderMarketFormDrawer').then((m) => m.ProviderMarketFormDrawer),
);

/** /reservation-provider-markets: which provider serves which market; provider, market and status filters. */
export default function ProviderMarketsPage() {
  const { t } = useTranslation('config');
  const form = useProviderMarketForm();
  const pickers = useLinkPickers([]);
  const option = (o: { value: number; label: string }) => ({ value: String(o.value), label: o.label });
  const table = useResourceTable({
    resource: providerMarketsResource,
    columns: useProviderMarketColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'reservationProviderId',
        label: t('reservationProviderMarkets.fields.provider'),
        integer: true,
        loading: pickers.providersPending,
        options: pickers.providers.map(option),
      }),
      selectFilter({
        name: 'marketId',
        label: t('reservationProviderMarkets.fields.market'),
        integer: true,
        loading: pickers.marketsPending,
        options: pickers.markets.map(option),
      }),
      useActiveFilter(),
    ],
    defaultSort: { field: 'reservationProviderName', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('reservationProviderMarkets.title')}
        searchPlaceholder={t('reservationProviderMarkets.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('reservationProviderMarkets.create')}
      />
      <ProviderMarketFormDrawer form={form} />
    </>
  );
}
