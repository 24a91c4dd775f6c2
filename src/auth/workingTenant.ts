import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { readPreference, writePreference } from '@/lib/browserStorage';
import { currentUserKey, useCurrentUser } from './session';

const NAME_KEY = 'cc.workingTenantName';

/**
 * The one rule of the working tenant (issue 26, 8c): while a host administrator works in a tenant, EVERY screen
 * shows and saves that tenant's data (users, roles, orders, customers, bank transfers and accounts, currencies
 * of the tenant, e-mail, links, providers, agencies, dashboard, login logs, caches...), except these host-wide
 * screens, which keep the host's view: the tenants themselves and the catalogues every tenant shares. The route
 * table marks them (`hostWide`), the banner names them, and the HTTP client sends no tenant header from them.
 */
export const hostWideScreens: readonly string[] = ['/tenants', '/currencies', '/language-codes'];

/** Whether the screen at `pathname` follows the working tenant (`/users/5` → `/users`: yes; `/tenants`: no). */
export function followsWorkingTenant(pathname: string): boolean {
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return !hostWideScreens.includes(first);
}

/**
 * A host administrator working in one tenant (to repair a tenant whose administrators lost a right, or to see
 * its data): the tenant's id travels in the tenant header while the host stays signed in, on every screen but
 * the host-wide ones (`followsWorkingTenant`), and the reference server lets each tenant-scoped service act in
 * that tenant. Entering and leaving drop every cached list.
 */
export function useWorkingTenant() {
  const { data } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isHost = data ? data.tenant === null : false;
  const tenantId = isHost ? credentials.getTenantId() : null;
  const forget = useCallback(
    () => queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] }),
    [queryClient],
  );
  const enter = useCallback(
    (tenant: { id: number; name: string }) => {
      credentials.setTenantId(tenant.id);
      writePreference(NAME_KEY, tenant.name);
      forget();
      void navigate('/users');
    },
    [forget, navigate],
  );
  const leave = useCallback(() => {
    credentials.setTenantId(null);
    writePreference(NAME_KEY, null);
    forget();
    void navigate('/tenants');
  }, [forget, navigate]);
  return {
    tenantId,
    tenantName:
      tenantId === null ? null : (readPreference<string | null>(NAME_KEY, null) ?? String(tenantId)),
    enter,
    leave,
  };
}
