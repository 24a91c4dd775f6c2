import type { CreateOf } from '@/api/abpCrud';
import { tenantsApi } from '@/api/services/tenants';
import type { TenantDto } from '@/api/types/identity';
import { useResourceForm } from '@/components/form/useResourceForm';
import type { GeneratedPassword } from './GeneratedPasswordModal';
import { tenantsResource } from './tenantsResource';

export type TenantFormValues = CreateOf<'Tenant'>;

/** The tenant form; `onGenerated` receives the admin password the server generated when none was typed. */
export function useTenantForm(onGenerated?: (generated: GeneratedPassword) => void) {
  return useResourceForm<TenantDto, TenantFormValues>({
    resource: tenantsResource,
    defaults: { isActive: true },
    submit: async (values, { mode, record }) => {
      if (mode === 'edit') return tenantsApi.update({ ...record!, ...values });
      const created = await tenantsApi.create({
        ...values,
        adminPassword: values.adminPassword || undefined,
      });
      if (created.adminPassword) onGenerated?.({ tenantName: created.name, password: created.adminPassword });
      return created;
    },
    nameOf: (values) => values.name,
  });
}
