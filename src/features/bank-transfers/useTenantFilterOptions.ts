import { useQuery } from '@tanstack/react-query';
import { Permissions } from '@/api/permissions';
import { tenantsApi } from '@/api/services/tenants';
import { useCan } from '@/auth/session';

/** The host's tenant filter: every tenant by name (bank transfers always belong to one); off for tenant users. */
export function useTenantFilterOptions(isHost: boolean) {
  const can = useCan();
  const enabled = isHost && can(Permissions.Tenants);
  const query = useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: () => tenantsApi.getAll({ MaxResultCount: 1000, Sorting: 'name asc' }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const tenants = query.data?.items ?? [];
  return {
    enabled,
    options: tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
    loading: enabled && query.isPending,
    nameOf: (id: number) => tenants.find((tenant) => tenant.id === id)?.name ?? String(id),
  };
}
