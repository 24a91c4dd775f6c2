import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { tokenAuthApi } from '@/api/services/tokenAuth';
import { formDrafts } from '@/lib/formDrafts';
import { safeRedirect } from '@/lib/safeRedirect';
import { endedSession } from './endedSession';

export interface SignInValues {
  userNameOrEmailAddress: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs in: stores the token (localStorage with "remember me", else sessionStorage), drops every cached query of
 * the previous session and goes back to the remembered location when it is a safe same-origin path.
 */
export function useSignIn(from: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: SignInValues) =>
      tokenAuthApi.authenticate({
        userNameOrEmailAddress: values.userNameOrEmailAddress.trim(),
        password: values.password,
        rememberClient: values.rememberMe,
      }),
    onSuccess: (result, values) => {
      credentials.setToken(result.accessToken, values.rememberMe);
      endedSession.clear();
      queryClient.clear();
      void navigate(safeRedirect(from), { replace: true });
    },
  });
}

/**
 * Signs out: asks the server to revoke the token (best effort: a backend without that endpoint, or a token
 * already refused, changes nothing), forgets the token and every cached query, then shows the sign-in page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = credentials.getToken();
    if (token !== null) tokenAuthApi.logOut(token).catch(() => undefined);
    credentials.clearToken();
    endedSession.clear();
    // Signing out on purpose forgets the forms kept from an ended session too (a shared computer).
    formDrafts.clear();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
