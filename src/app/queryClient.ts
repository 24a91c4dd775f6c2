import { QueryClient } from '@tanstack/react-query';

export const DEFAULT_GC_TIME_MS = 5 * 60 * 1000;

/** Retries off, no refetch on window focus, unused data kept 5 minutes (the spec's default cache time). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: DEFAULT_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}
