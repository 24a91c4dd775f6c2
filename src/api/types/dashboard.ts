import type { z } from 'zod';
import type { dashboardStatisticsDto, getDashboardStatisticsInput } from '../schemas/dashboard';
import type { QueryOf } from './wire';

/** `Dashboard/GetStatistics`: the dashboard's figures, derived from the shared schema. */
export type DashboardStatisticsDto = z.infer<typeof dashboardStatisticsDto>;
export type DashboardOrdersDto = NonNullable<DashboardStatisticsDto['orders']>;
export type DashboardBankTransfersDto = NonNullable<DashboardStatisticsDto['bankTransfers']>;
export type GetDashboardStatisticsInput = QueryOf<z.input<typeof getDashboardStatisticsInput>>;
