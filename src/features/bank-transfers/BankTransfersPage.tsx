import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/components/list/ResourceList';
import { useCurrencyScope } from '@/components/list/useCurrencyScope';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useResourceDetail } from '@/components/resource/useResourceDetail';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { BankTransferDetailDrawer } from './BankTransferDetailDrawer';
import { bankTransfersResource } from './bankTransfersResource';
import { useBankTransferColumns } from './useBankTransferColumns';
import { useBankTransferFilters } from './useBankTransferFilters';
import { useCommitTransfer } from './useCommitTransfer';
import { useTenantFilterOptions } from './useTenantFilterOptions';

/**
 * /bank-transfers: the transfers customers announced, filtered by every filter of BankTransfer/GetAll in the
 * URL (the host also by tenant), sorted and exported; a pending one is committed once the money arrived.
 * /bank-transfers/5 opens one transfer with its payment and audit trail.
 */
export default function BankTransfersPage() {
  const { t } = useTranslation('bankTransfers');
  const { isHost } = useTenantScope();
  const tenants = useTenantFilterOptions(isHost);
  const detail = useResourceDetail(bankTransfersResource);
  const commit = useCommitTransfer();
  const columns = useBankTransferColumns({
    tenantName: isHost ? tenants.nameOf : null,
    onView: detail.show,
    onCommit: commit.ask,
  });
  // Amounts are filtered and sorted within one currency (useCurrencyScope).
  const money = useCurrencyScope(t('fields.amount'), ['amount']);
  const table = useResourceTable({
    resource: bankTransfersResource,
    columns,
    defaultSort: { field: 'creationTime', order: 'desc' },
    unsortable: money.unsortable,
    filters: useBankTransferFilters(tenants, money.needs),
  });
  return (
    <>
      <ResourceList table={table} caption={t('title')} searchPlaceholder={t('searchPlaceholder')} />
      <BankTransferDetailDrawer detail={detail} onCommit={commit.ask} committing={commit.pending} />
    </>
  );
}
