import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { usePaymentTypes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { booleanFilter, selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { usePaymentAvailableAgencyForm } from './usePaymentAvailableAgencyForm';
import { paymentAvailableAgenciesResource } from './paymentAvailableAgenciesResource';
import { usePaymentAvailableAgencyColumns } from './usePaymentAvailableAgencyColumns';

const PaymentAvailableAgencyFormDrawer = lazyFormDrawer(() =>
  import('./PaymentAvailableAgencyFormDrawer').then((m) => m.PaymentAvailableAgencyFormDrawer),
);

/** /payment-available-agencies: which agencies take which payments; type, currency, partial and status filters. */
export default function PaymentAvailableAgenciesPage() {
  const { t } = useTranslation('config');
  const form = usePaymentAvailableAgencyForm();
  const currencies = useTenantCurrencies();
  const table = useResourceTable({
    resource: paymentAvailableAgenciesResource,
    columns: usePaymentAvailableAgencyColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'paymentType',
        label: t('paymentProviders.fields.paymentType'),
        options: usePaymentTypes().filterOptions,
      }),
      selectFilter({
        name: 'currency',
        label: t('fields.currency'),
        loading: currencies.isPending,
        options: currencies.codeOptions,
      }),
      booleanFilter({
        name: 'isPartialPaymentAllowed',
        label: t('paymentAvailableAgencies.fields.isPartialPaymentAllowed'),
        trueLabel: t('paymentAvailableAgencies.partialAllowed'),
        falseLabel: t('paymentAvailableAgencies.partialNotAllowed'),
      }),
      useActiveFilter(),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('paymentAvailableAgencies.title')}
        searchPlaceholder={t('paymentAvailableAgencies.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('paymentAvailableAgencies.create')}
      />
      <PaymentAvailableAgencyFormDrawer form={form} />
    </>
  );
}
