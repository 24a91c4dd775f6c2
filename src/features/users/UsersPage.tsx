import { useTranslation } from 'react-i18next';
import { lazyFormDrawer } from '@/components/form/lazyFormDrawer';
import { ResourceList } from '@/components/list/ResourceList';
import { booleanFilter } from '@/components/list/filters';
import { useResourceTable } from '@/components/list/useResourceTable';
import { useTenantScope } from '@/components/resource/useTenantScope';
import { useResetPasswordForm } from './useResetPasswordForm';
import { useUserForm } from './useUserForm';
import { usersResource } from './usersResource';
import { useUserColumns } from './useUserColumns';

const UserFormDrawer = lazyFormDrawer(() => import('./UserFormDrawer').then((m) => m.UserFormDrawer));
const ResetPasswordDrawer = lazyFormDrawer(() =>
  import('./ResetPasswordDrawer').then((m) => m.ResetPasswordDrawer),
);

/** /users: search, filter by status, sort, export; create, edit, (de)activate, reset password, delete. */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'toolkit']);
  const { userId } = useTenantScope();
  const form = useUserForm();
  const reset = useResetPasswordForm();
  const columns = useUserColumns({ onEdit: form.openEdit, onResetPassword: reset.openEdit });
  const table = useResourceTable({
    resource: usersResource,
    columns,
    filters: [
      booleanFilter({
        name: 'isActive',
        label: t('fields.status'),
        trueLabel: t('toolkit:status.active'),
        falseLabel: t('toolkit:status.inactive'),
      }),
    ],
    // Nobody deletes themselves, not even in bulk.
    selectable: (u) => u.id !== userId,
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
      <UserFormDrawer form={form} />
      <ResetPasswordDrawer form={reset} />
    </>
  );
}
