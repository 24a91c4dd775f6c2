import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { usePaymentTypes } from '@/components/config/paymentTypes';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { booleanFilter, selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { usePaymentProviderForm } from './usePaymentProviderForm';
import { paymentProvidersResource } from './paymentProvidersResource';
import { useAdapters } from './useAdapters';
import { usePaymentProviderColumns } from './usePaymentProviderColumns';

const PaymentProviderFormDrawer = lazyFormDrawer(() =>
  import('./PaymentProviderFormDrawer').then((m) => m.PaymentProviderFormDrawer),
);

/** /payment-providers: how the tenant takes payments; type, adapter, mode, currency and status filters. */
export default function PaymentProvidersPage() {
  const { t } = useTranslation('config');
  const form = usePaymentProviderForm();
  const currencies = useTenantCurrencies();
  const table = useResourceTable({
    resource: paymentProvidersResource,
    columns: usePaymentProviderColumns(form.openEdit),
    filters: [
      selectFilter({
        name: 'paymentType',
        label: t('paymentProviders.fields.paymentType'),
        options: usePaymentTypes().filterOptions,
      }),
      selectFilter({
        name: 'adapter',
        label: t('paymentProviders.fields.adapter'),
        options: useAdapters().options,
      }),
      selectFilter({
        name: 'currency',
        label: t('fields.currency'),
        loading: currencies.isPending,
        options: currencies.codeOptions,
      }),
      booleanFilter({
        name: 'isSandbox',
        label: t('paymentProviders.fields.mode'),
        trueLabel: t('paymentProviders.sandbox'),
        falseLabel: t('paymentProviders.live'),
      }),
      useActiveFilter(),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('paymentProviders.title')}
        searchPlaceholder={t('paymentProviders.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('paymentProviders.create')}
      />
      <PaymentProviderFormDrawer form={form} />
    </>
  );
}
