import { useQuery } from '@tanstack/react-query';
import { AbpApiError } from '@/api/errors';
import { dashboardApi } from '@/api/services/dashboard';
import type { DashboardStatisticsDto } from '@/api/types/dashboard';
import { useTenantScope } from '@/components/resource/useTenantScope';

/** How often the figures refresh while the page is open (and visible). */
export const DASHBOARD_REFRESH_MS = 30_000;
export const DASHBOARD_DAYS = 30;

/** The browser's time zone, in which the server counts the days of the chart. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The dashboard's figures (`Dashboard/GetStatistics`), refreshed every 30 seconds while the tab is visible and when
 * the tab gets the focus again. `tenantId` narrows the host's figures to one tenant. A backend without the service
 * (stock ABP answers 404) gives `null`: the page shows its links instead, with no error and no retry loop.
 */
export function useDashboardStatistics(tenantId: number | null, enabled: boolean) {
  const scope = useTenantScope();
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: ['dashboard', 'statistics', scope.tenantId, tenantId ?? 'all', DASHBOARD_DAYS, timeZone],
    queryFn: async ({ signal }): Promise<DashboardStatisticsDto | null> => {
      try {
        return await dashboardApi.getStatistics(
          { Days: DASHBOARD_DAYS, TimeZone: timeZone, ...(tenantId === null ? {} : { TenantId: tenantId }) },
          signal,
        );
      } catch (error) {
        if (error instanceof AbpApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: (query) => (query.state.data === null ? false : DASHBOARD_REFRESH_MS),
    refetchOnWindowFocus: (query) => query.state.data !== null,
  });
}
