import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { credentials } from '@/api/credentials';
import { sessionApi } from '@/api/services/session';
import { can } from './can';
import { currentUserKey } from './sessionKey';

export { currentUserKey };

export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: sessionApi.getCurrentUserInformations,
    enabled: credentials.getToken() !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `can(required)` bound to the signed-in user's granted permissions and the backend's permission catalogue. */
export function useCan() {
  const { data } = useCurrentUser();
  const granted = data?.auth.grantedPermissions;
  const defined = data?.auth.allPermissions;
  return useCallback(
    (required?: readonly string[] | string | null) => can(granted, required, defined),
    [granted, defined],
  );
}

/** The backend's permission catalogue (`auth.allPermissions`), when it sent one. */
export function useDefinedPermissions(): readonly string[] | undefined {
  return useCurrentUser().data?.auth.allPermissions;
}
