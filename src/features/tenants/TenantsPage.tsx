import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { booleanFilter } from '@/components/list/filters';
import { ResourceList } from '@/components/list/ResourceList';
import { useResourceTable } from '@/components/list/useResourceTable';
import { GeneratedPasswordModal, type GeneratedPassword } from './GeneratedPasswordModal';
import { useTenantForm } from './useTenantForm';
import { tenantsResource } from './tenantsResource';
import { useTenantColumns } from './useTenantColumns';

const TenantFormDrawer = lazyFormDrawer(() => import('./TenantFormDrawer').then((m) => m.TenantFormDrawer));

/** /tenants (host): search, filter by status, sort, export; create, edit, (de)activate, delete. */
export default function TenantsPage() {
  const { t } = useTranslation(['tenants', 'toolkit']);
  const [generated, setGenerated] = useState<GeneratedPassword | null>(null);
  const form = useTenantForm(setGenerated);
  const table = useResourceTable({
    resource: tenantsResource,
    columns: useTenantColumns(form.openEdit),
    filters: [
      booleanFilter({
        name: 'isActive',
        label: t('fields.status'),
        trueLabel: t('toolkit:status.active'),
        falseLabel: t('toolkit:status.inactive'),
      }),
    ],
  });
  return (
    <>
      <ResourceList
        table={table}
        caption={t('title')}
        searchPlaceholder={t('searchPlaceholder')}
        onCreate={form.openCreate}
        createLabel={t('create')}
      />
      <TenantFormDrawer form={form} />
      <GeneratedPasswordModal value={generated} onClose={() => setGenerated(null)} />
    </>
  );
}
