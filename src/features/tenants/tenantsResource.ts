import { Permissions } from '@/api/permissions';
import { tenantsApi } from '@/api/services/tenants';
import type { CreateTenantDto, TenantDto } from '@/api/types/identity';
import { defineResource } from '@/components/resource/resource';

export const tenantsResource = defineResource<TenantDto, CreateTenantDto, TenantDto>({
  name: 'tenants',
  list: tenantsApi.getAll,
  create: tenantsApi.create,
  update: tenantsApi.update,
  remove: (id) => tenantsApi.delete(Number(id)),
  getTitle: (tenant) => tenant.name || tenant.tenancyName,
  permissions: {
    create: Permissions.TenantsCreate,
    edit: Permissions.TenantsEdit,
    delete: Permissions.TenantsDelete,
  },
});

export interface TenantFormValues extends Record<string, unknown> {
  tenancyName: string;
  name: string;
  adminEmailAddress?: string;
  isActive: boolean;
}
