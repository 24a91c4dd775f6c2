import { useInRouterContext, useLocation } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { useCurrentUser } from '@/auth/session';
import { followsWorkingTenant } from '@/auth/hostWideScreens';

/** The current screen's path; `/` outside a router (a hook used on its own in a test). */
function usePathname(): string {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a mounted component never enters or leaves the router
  return inRouter ? useLocation().pathname : '/';
}

/**
 * The signed-in user's id and the tenant whose data the current screen shows (null: the host's), which scope
 * query keys, stored preferences and the host-only parts of screens. A host working in a tenant sees that tenant
 * on every screen that follows the working tenant (`followsWorkingTenant`), as the tenant's own users do:
 * `isHost` is then false and `workingTenantId` names it.
 */
export function useTenantScope() {
  const { data } = useCurrentUser();
  const pathname = usePathname();
  const signedInHost = data ? data.tenant === null : false;
  const working = signedInHost && followsWorkingTenant(pathname) ? credentials.getTenantId() : null;
  return {
    userId: data?.user.id ?? null,
    tenantId: data?.tenant?.id ?? working,
    isHost: signedInHost && working === null,
    workingTenantId: working,
  };
}
