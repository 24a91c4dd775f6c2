import { Permissions } from '@/api/permissions';
import { tenantSorting } from '@/api/schemas/listFields';
import { tenantsApi } from '@/api/services/tenants';
import { crudResource } from '@/components/resource/resource';

export const tenantsResource = crudResource('tenants', tenantsApi, {
  permission: Permissions.Tenants,
  sorting: tenantSorting,
  getTitle: (tenant) => tenant.name || tenant.tenancyName,
});
