import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { readPreference, writePreference } from '@/lib/browserStorage';
import { currentUserKey, useCurrentUser } from './session';

const NAME_KEY = 'cc.workingTenantName';

/**
 * A host administrator working in one tenant (to repair a tenant whose administrators lost a right, or to see
 * its data): the tenant's id travels in the tenant header while the host stays signed in, on every screen but
 * the host-wide ones (`followsWorkingTenant`, hostWideScreens.ts), and the reference server lets each
 * tenant-scoped service act in that tenant. Entering and leaving drop every cached list.
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
