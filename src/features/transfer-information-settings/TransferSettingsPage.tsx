import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { TransferSettingFormDrawer, useTransferSettingForm } from './TransferSettingFormDrawer';
import { transferSettingsResource } from './transferSettingsResource';
import { useTransferSettingColumns } from './useTransferSettingColumns';
import { useTripDirections } from './useTripDirections';

/** /transfer-information-settings: per transfer supplier; search, status and trip-direction filters, export. */
export default function TransferSettingsPage() {
  const { t } = useTranslation('config');
  const form = useTransferSettingForm();
  const directions = useTripDirections();
  const table = useResourceTable({
    resource: transferSettingsResource,
    columns: useTransferSettingColumns(form.openEdit),
    filters: [
      useActiveFilter(),
      selectFilter({
        name: 'tripDirection',
        label: t('transferInformationSettings.filters.tripDirection'),
        integer: true,
        options: directions.options,
      }),
    ],
    defaultSort: { field: 'supplierCode', order: 'asc' },
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('transferInformationSettings.title')}
        searchPlaceholder={t('transferInformationSettings.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('transferInformationSettings.create')}
      />
      <TransferSettingFormDrawer form={form} />
    </>
  );
}
