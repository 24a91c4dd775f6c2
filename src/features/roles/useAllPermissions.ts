import { useQuery } from '@tanstack/react-query';
import { rolesApi } from '@/api/services/roles';
import { useTenantScope } from '@/components/resource/useTenantScope';

/** Every permission the caller's side can grant (Role/GetAllPermissions). */
export function useAllPermissions() {
  const { tenantId } = useTenantScope();
  return useQuery({
    queryKey: ['roles', 'permissions', tenantId],
    queryFn: rolesApi.getAllPermissions,
    staleTime: 5 * 60_000,
    select: (result) => result.items,
  });
}
