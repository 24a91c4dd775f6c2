import { useCurrentUser } from '@/auth/session';

/** The signed-in user's id and tenant (null for the host), which scope query keys and stored preferences. */
export function useTenantScope() {
  const { data } = useCurrentUser();
  return {
    userId: data?.user.id ?? null,
    tenantId: data?.tenant?.id ?? null,
    isHost: data ? data.tenant === null : false,
  };
}
