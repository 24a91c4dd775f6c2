import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { credentials } from '@/api/credentials';
import { sessionApi } from '@/api/services/session';
import { can } from './can';
import { currentUserKey } from './sessionKey';

export { currentUserKey };

const currentUserQuery = {
  queryKey: currentUserKey,
  queryFn: sessionApi.getCurrentUserInformations,
  staleTime: Infinity,
  gcTime: Infinity,
};

export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, enabled: credentials.getToken() !== null });
}

/**
 * Asks for the signed-in user at start-up, while the shell and the page are still loading: the shell (menu,
 * permissions) waits for it, and it was asked for only once the translations had loaded and the shell rendered.
 */
export function prefetchCurrentUser(queryClient: QueryClient): Promise<void> {
  if (credentials.getToken() === null) return Promise.resolve();
  return queryClient.prefetchQuery(currentUserQuery);
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
