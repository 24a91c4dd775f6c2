import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@/api/services/users';
import { useTenantScope } from '@/components/resource/useTenantScope';

/** Roles a user can be given (User/GetRoles), under the `roles` key so that role changes refresh it. */
export function useAssignableRoles(enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    queryKey: ['roles', 'assignable', tenantId],
    queryFn: usersApi.getRoles,
    enabled,
    staleTime: 60_000,
  });
  const roles = query.data?.items ?? [];
  const displayName = (normalizedName: string) =>
    roles.find((r) => r.normalizedName === normalizedName)?.displayName ?? normalizedName;
  return { ...query, roles, displayName };
}
