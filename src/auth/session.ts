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
 * Asks for the current user at startup, while the shell's code is still arriving (main.tsx): the shell shows
 * nothing but a spinner until it has the answer, and used to ask only once it had rendered. A failure is left
 * for `useCurrentUser` to see (and to ask again, as it did before).
 */
export function prefetchCurrentUser(queryClient: QueryClient) {
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
