import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { tokenAuthApi } from '@/api/services/tokenAuth';
import { safeRedirect } from '@/lib/safeRedirect';

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
      queryClient.clear();
      void navigate(safeRedirect(from), { replace: true });
    },
  });
}

/** Signs out: forgets the token and every cached query, then shows the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    credentials.clearToken();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
