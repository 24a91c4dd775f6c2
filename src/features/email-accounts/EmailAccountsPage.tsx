import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { TlsModes } from '@/api/schemas/emailAccount';
import { useCan } from '@/auth/session';
import { useActiveFilter } from '@/components/config/columns';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { selectFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { CaughtMessages } from './CaughtMessages';
import { useEmailAccountForm } from './useEmailAccountForm';
import { emailAccountsResource } from './emailAccountsResource';
import { useSendTestMessageForm } from './useSendTestMessageForm';
import { useEmailAccountColumns } from './useEmailAccountColumns';

const EmailAccountFormDrawer = lazyFormDrawer(() =>
  import('./EmailAccountFormDrawer').then((m) => m.EmailAccountFormDrawer),
);
const SendTestMessageDrawer = lazyFormDrawer(() =>
  import('./SendTestMessageDrawer').then((m) => m.SendTestMessageDrawer),
);

/** The accounts list: search, status and security filters, export; add, edit, send a test message, delete. */
function EmailAccountsList() {
  const { t } = useTranslation('config');
  const form = useEmailAccountForm();
  const test = useSendTestMessageForm();
  const table = useResourceTable({
    resource: emailAccountsResource,
    columns: useEmailAccountColumns(form.openEdit, test.openEdit),
    filters: [
      useActiveFilter(),
      selectFilter({
        name: 'tlsMode',
        label: t('emailAccounts.fields.tlsMode'),
        options: TlsModes.map((mode) => ({ value: mode, label: t(`emailAccounts.tlsModes.${mode}`) })),
      }),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('emailAccounts.title')}
        searchPlaceholder={t('emailAccounts.searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('emailAccounts.create')}
      />
      <EmailAccountFormDrawer form={form} />
      <SendTestMessageDrawer form={test} />
    </>
  );
}

/**
 * /email-accounts: the SMTP accounts. The host also gets the SMTP catcher's messages, in a second tab
 * (`?view=caught`), since they may come from any tenant.
 */
export default function EmailAccountsPage() {
  const { t } = useTranslation('config');
  const can = useCan();
  const { isHost } = useTenantScope();
  const [params, setParams] = useSearchParams();
  if (!isHost || !can(Permissions.Tenants)) return <EmailAccountsList />;
  const view = params.get('view') === 'caught' ? 'caught' : 'accounts';
  return (
    <Tabs
      activeKey={view}
      destroyOnHidden
      onChange={(key) =>
        setParams((current) => {
          // The tab starts afresh: only the language stays.
          const next = new URLSearchParams();
          const lng = current.get('lng');
          if (lng) next.set('lng', lng);
          if (key === 'caught') next.set('view', 'caught');
          return next;
        })
      }
      items={[
        { key: 'accounts', label: t('emailAccounts.caught.accountsTab'), children: <EmailAccountsList /> },
        { key: 'caught', label: t('emailAccounts.caught.tab'), children: <CaughtMessages /> },
      ]}
    />
  );
}
