import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { readPreference, writePreference } from '@/lib/browserStorage';
import { currentUserKey, useCurrentUser } from './session';

const NAME_KEY = 'cc.workingTenantName';

/**
 * A host administrator working in one tenant's users and roles (to repair a tenant whose administrators lost
 * that right): the tenant's id travels in the tenant header while the host stays signed in, and the reference
 * server lets User and Role operations act in that tenant. Entering and leaving drop every cached list.
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
