import { tenantsApi } from '@/api/services/tenants';
import type { TenantDto } from '@/api/types/identity';
import { useActivationToggle } from '@/components/actions/useActivationToggle';

/** The inline active switch: an Update with only `isActive` flipped; switching a tenant off asks first. */
export function useTenantActivation() {
  const { setActive, pendingId } = useActivationToggle<TenantDto>({
    resource: 'tenants',
    ns: 'tenants',
    nameOf: (tenant) => tenant.name,
    setActive: (tenant, isActive) => tenantsApi.update({ ...tenant, isActive }),
  });
  return { toggle: setActive, pendingId };
}
