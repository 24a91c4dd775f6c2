import { api } from '../http';
import type { DashboardStatisticsDto, GetDashboardStatisticsInput } from '../types/dashboard';

/** Dashboard service (`/api/services/app/Dashboard/*`): the figures of the dashboard, aggregated by the server. */
export const dashboardApi = {
  getStatistics: (input: GetDashboardStatisticsInput, signal?: AbortSignal) =>
    api.get<DashboardStatisticsDto>('Dashboard/GetStatistics', input, { signal }),
};
