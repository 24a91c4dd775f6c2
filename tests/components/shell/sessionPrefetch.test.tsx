import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { createQueryClient } from '@/app/queryClient';
import { prefetchCurrentUser, useCurrentUser } from '@/auth/session';
import { setupMswServer } from '../../setup/msw';
import { recordRequests, sessionHandlers } from './harness';

const server = setupMswServer();
const asked = (urls: string[]) =>
  urls.filter((u) => u.endsWith('/Session/GetCurrentUserInformations')).length;

describe('the signed-in user at start-up', () => {
  it('is asked for before the shell renders, and the shell uses that answer instead of asking again', async () => {
    server.use(...sessionHandlers());
    const requests = recordRequests(server);
    credentials.setToken('token', true);
    const queryClient = createQueryClient();
    const prefetch = prefetchCurrentUser(queryClient);
    // Asked for at once, while nothing renders yet.
    await waitFor(() => expect(asked(requests.map((r) => r.url))).toBe(1));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await prefetch;
    await waitFor(() => expect(result.current.data?.user.userName).toBeDefined());
    expect(asked(requests.map((r) => r.url))).toBe(1);
  });

  it('is not asked for without a token (the sign-in page)', async () => {
    server.use(...sessionHandlers());
    const requests = recordRequests(server);
    await prefetchCurrentUser(createQueryClient());
    expect(asked(requests.map((r) => r.url))).toBe(0);
  });
});
