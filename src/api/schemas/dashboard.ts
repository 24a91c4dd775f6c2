import { z } from 'zod';
import { dateTimeString, v } from './common';
import { money } from './money';

/** The longest window the dashboard aggregates over, in days. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_DEFAULT_DAYS = 30;

/** An IANA time zone name (`Europe/Belgrade`, `UTC`); the server checks that it knows it. */
const timeZone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/)
    .default('UTC'),
);

/**
 * `Dashboard/GetStatistics`: the figures of the last `Days` days (today included) for the caller's tenant. The host
 * sees every tenant's together, or one tenant's with `TenantId`; a tenant user's `TenantId` is ignored. Days are
 * counted in `TimeZone` (the browser's), so "today" and the bars of the chart are the user's calendar days.
 */
export const getDashboardStatisticsInput = z.object({
  tenantId: v.optionalInt(1),
  days: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : Number(value)),
    z.number().int().min(1).max(DASHBOARD_MAX_DAYS).default(DASHBOARD_DEFAULT_DAYS),
  ),
  timeZone,
});

/** Orders of one currency created in the window: how many, and what they are worth (cancelled ones left out). */
export const dashboardRevenueDto = z.object({
  currency: z.string(),
  orderCount: z.number().int().describe('orders in this currency, cancelled ones left out'),
  amount: money().describe('sum of the order amounts, cancelled orders left out'),
  paidAmount: money().describe('sum of what was paid on those orders'),
});

export const dashboardDayDto = z.object({
  day: z.string().describe('calendar day YYYY-MM-DD in the requested time zone'),
  orderCount: z.number().int(),
});

export const dashboardPaymentStatusDto = z.object({
  status: z
    .number()
    .int()
    .describe('0 created, 10 waiting, 20 succeeded, 30 error, 40 canceled, 50 requiresAction, 60 detached'),
  count: z.number().int(),
});

/** The figures that need Pages.Orders (null in the answer without it). */
export const dashboardOrdersDto = z.object({
  orderCount: z.number().int(),
  revenue: z.array(dashboardRevenueDto),
  /** Every day of the window, oldest first, days without orders included (0). */
  ordersPerDay: z.array(dashboardDayDto),
  /** Payments created in the window, by status (every status, 0 included). */
  paymentsByStatus: z.array(dashboardPaymentStatusDto),
  /** Payments of the window that ended: succeeded, error, canceled or detached. */
  finishedPayments: z.number().int(),
  succeededPayments: z.number().int(),
  /** succeeded ÷ finished, 0 to 1 with four decimals; null when no payment ended. */
  paymentSuccessRate: z.number().nullable(),
  /**
   * Orders charged after they (or a payment) were cancelled, whenever: a refund is due (issue 26). Not limited
   * to the window. Optional: a stock backend does not send it.
   */
  chargedAfterCancelCount: z.number().int().optional(),
});

export const dashboardAmountDto = z.object({
  currency: z.string(),
  count: z.number().int(),
  amount: money(),
});

/** Bank transfers still pending now (whenever announced); needs Pages.BankTransfer (null without it). */
export const dashboardBankTransfersDto = z.object({
  pendingCount: z.number().int(),
  pendingAmounts: z.array(dashboardAmountDto),
});

export const dashboardStatisticsDto = z.object({
  /** The tenant the figures are of; null: every tenant (the host without TenantId). */
  tenantId: z.number().int().nullable(),
  days: z.number().int(),
  timeZone: z.string(),
  /** The first day of the window (YYYY-MM-DD) and the instant it began. */
  firstDay: z.string(),
  since: dateTimeString,
  /** When the figures were computed. */
  computedAt: dateTimeString,
  orders: dashboardOrdersDto.nullable(),
  bankTransfers: dashboardBankTransfersDto.nullable(),
});

/** Payment statuses in the order the chart shows them. */
export const dashboardPaymentStatuses = [0, 10, 50, 20, 30, 40, 60] as const;
/** The statuses a payment ends in (the success rate's denominator). */
export const finishedPaymentStatuses = [20, 30, 40, 60] as const;
