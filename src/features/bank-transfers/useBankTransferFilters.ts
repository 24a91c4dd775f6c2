import { useTranslation } from 'react-i18next';
import { bankTransferStatuses } from '@/api/schemas/bankTransfer';
import { MaxLength } from '@/api/schemas/rules';
import {
  dateRangeFilter,
  decimalRangeFilter,
  exactFilter,
  multiSelectFilter,
  selectFilter,
  textFilter,
  type FilterDef,
} from '@/components/list/filters';
import { exactAmountFilter } from './exactAmountFilter';
import type { useTenantFilterOptions } from './useTenantFilterOptions';

/**
 * Every filter of BankTransfer/GetAll (spec §3), kept in the URL: tenant (the host), status, payer e-mail,
 * currency, exact amount, amount range and the announcement dates.
 */
export function useBankTransferFilters(
  tenants: ReturnType<typeof useTenantFilterOptions>,
  /** Set while no currency is chosen: the amount filters are off and say so (useCurrencyScope). */
  needs: string | false = false,
): FilterDef[] {
  const { t } = useTranslation('bankTransfers');
  const filters: FilterDef[] = [
    multiSelectFilter({
      name: 'status',
      label: t('fields.status'),
      integer: true,
      options: bankTransferStatuses.map((s) => ({ value: s, label: t(`operations:transferStatus.${s}`) })),
    }),
    textFilter({ name: 'email', label: t('fields.email'), maxLength: MaxLength.emailAddress }),
    exactFilter({ name: 'currency', label: t('fields.currency'), maxLength: 3 }),
    exactAmountFilter({ name: 'exactAmount', param: 'Amount', label: t('fields.exactAmount'), needs }),
    decimalRangeFilter({ name: 'amount', label: t('fields.amount'), needs }),
    dateRangeFilter({ name: 'creationDate', label: t('fields.created') }),
  ];
  if (!tenants.enabled) return filters;
  const tenant = selectFilter({
    name: 'tenantId',
    label: t('fields.tenant'),
    integer: true,
    options: tenants.options,
    loading: tenants.loading,
  });
  return [tenant, ...filters];
}
