import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useReservationProviderForm } from './useReservationProviderForm';
import { reservationProvidersResource } from './reservationProvidersResource';
import { useProviderKinds } from './useProviderKinds';
import { useReservationProviderColumns } from './useReservationProviderColumns';

const ReservationProviderFormDrawer = lazyFormDrawer(() =>
  import('./ReservationProviderFormDrawer').then((m) => m.ReservationProviderFormDrawer),
);

/** /reservation-providers: the systems the tenant books through; search, status and kind filters, export. */
export default function ReservationProvidersPage() {
  const { t } = useTranslation('config');
  const form = useReservationProviderForm();
  const kinds = useProviderKinds();
  const table = useResourceTable({
    resource: reservationProvidersResource,
    columns: useReservationProviderColumns(form.openEdit),
    filters: [
      useActiveFilter(),
      selectFilter({ name: 'kind', label: t('reservationProviders.fields.kind'), options: kinds.options }),
    ],
    defaultSort: { field: 'code', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('reservationProviders.title')}
        searchPlaceholder={t('reservationProviders.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('reservationProviders.create')}
      />
      <ReservationProviderFormDrawer form={form} />
    </>
  );
}
