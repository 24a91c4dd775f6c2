import { useTranslation } from 'react-i18next';
import { useActiveFilter } from '@/components/config/columns';
import { useTenantCurrencies } from '@/components/config/usePickers';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useBankAccountForm } from './useBankAccountForm';
import { bankAccountsResource } from './bankAccountsResource';
import { useBankAccountColumns } from './useBankAccountColumns';

const BankAccountFormDrawer = lazyFormDrawer(() =>
  import('./BankAccountFormDrawer').then((m) => m.BankAccountFormDrawer),
);

/** /bank-accounts: the accounts for bank-transfer instructions; search, status and currency filters, export. */
export default function BankAccountsPage() {
  const { t } = useTranslation('config');
  const form = useBankAccountForm();
  const currencies = useTenantCurrencies();
  const table = useResourceTable({
    resource: bankAccountsResource,
    columns: useBankAccountColumns(form.openEdit),
    filters: [
      useActiveFilter(),
      selectFilter({
        name: 'currency',
        label: t('fields.currency'),
        loading: currencies.isPending,
        options: currencies.codeOptions,
      }),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('bankAccounts.title')}
        searchPlaceholder={t('bankAccounts.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('bankAccounts.create')}
      />
      <BankAccountFormDrawer form={form} />
    </>
  );
}
