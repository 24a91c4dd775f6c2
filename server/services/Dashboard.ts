import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import {
  dashboardPaymentStatuses,
  dashboardStatisticsDto,
  finishedPaymentStatuses,
  getDashboardStatisticsInput,
} from '../../src/api/schemas/dashboard.js';
import { moneyText } from '../../src/api/schemas/money.js';
import { AbpValidationError } from '../abp/errors.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { bankTransfers, orders, payments } from '../db/schema.js';
import { agentCondition, agentScope, currencyDecimals } from './operationsRules.js';

/** Order status 4: cancelled orders count as orders but not as revenue. */
const CANCELLED = 4;
const PENDING_TRANSFER = 1;

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The first local midnight of the window, as the UTC timestamp the columns store, and that day. */
async function windowOf(ctx: ServiceContext, days: number, zone: string) {
  const midnight = sql`(date_trunc('day', now() at time zone ${zone}) - make_interval(days => ${days - 1}))`;
  const result = await ctx.db
    .select({
      since: sql<string>`to_char((${midnight} at time zone ${zone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS')`,
      firstDay: sql<string>`to_char(${midnight}, 'YYYY-MM-DD')`,
      now: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS')`,
    })
    .from(sql`(select 1) as one`);
  const row = result[0]!;
  return { since: new Date(`${row.since}Z`), firstDay: row.firstDay, now: `${row.now}Z` };
}

/** Every calendar day from `first` on, `count` of them. */
function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

interface Scope {
  /** The tenant the figures are of; null for every tenant. */
  tenantId: number | null;
  since: Date;
  zone: string;
}

async function orderFigures(ctx: ServiceContext, scope: Scope, days: string[]) {
  const agent = agentCondition(await agentScope(ctx), orders.userCode);
  const where = and(
    scope.tenantId === null ? undefined : eq(orders.tenantId, scope.tenantId),
    gte(orders.creationTime, scope.since),
    agent,
  );
  const kept = sql`${orders.status} <> ${CANCELLED}`;
  // Grouped by ordinal: the time zone is a parameter, and PostgreSQL would not match `$1` in the select with `$3`
  // in a GROUP BY expression.
  const byDay = await ctx.db
    .select({
      day: sql<string>`(((${orders.creationTime} at time zone 'UTC') at time zone ${scope.zone})::date)::text`,
      currency: orders.currency,
      count: sql<number>`count(*)::int`,
      kept: sql<number>`(count(*) filter (where ${kept}))::int`,
      amount: sql<string>`coalesce(sum(${orders.amount}) filter (where ${kept}), 0)::text`,
      paid: sql<string>`coalesce(sum(${orders.paidAmount}) filter (where ${kept}), 0)::text`,
    })
    .from(orders)
    .where(where)
    .groupBy(sql`1`, sql`2`);

  const perDay = new Map(days.map((d) => [d, 0]));
  const perCurrency = new Map<string, { orderCount: number; amount: string[]; paid: string[] }>();
  for (const row of byDay) {
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
    const entry = perCurrency.get(row.currency) ?? { orderCount: 0, amount: [], paid: [] };
    entry.orderCount += row.kept;
    entry.amount.push(row.amount);
    entry.paid.push(row.paid);
    perCurrency.set(row.currency, entry);
  }
  const decimals = await currencyDecimals(ctx.db, [...perCurrency.keys()]);
  const revenue = [...perCurrency.entries()]
    .map(([currency, e]) => ({
      currency,
      orderCount: e.orderCount,
      amount: moneyText(addDecimals(e.amount), decimals(currency)),
      paidAmount: moneyText(addDecimals(e.paid), decimals(currency)),
    }))
    .filter((r) => r.orderCount > 0)
    .sort((a, b) => b.orderCount - a.orderCount || a.currency.localeCompare(b.currency));

  const statusCounts = await paymentCounts(ctx, scope, agent);
  const count = (status: number) => statusCounts.get(status) ?? 0;
  const finished = finishedPaymentStatuses.reduce((sum, s) => sum + count(s), 0);
  const succeeded = count(20);
  return {
    orderCount: byDay.reduce((sum, r) => sum + r.count, 0),
    revenue,
    ordersPerDay: [...perDay.entries()].map(([day, orderCount]) => ({ day, orderCount })),
    paymentsByStatus: dashboardPaymentStatuses.map((status) => ({ status, count: count(status) })),
    finishedPayments: finished,
    succeededPayments: succeeded,
    paymentSuccessRate: finished ? Math.round((succeeded / finished) * 10_000) / 10_000 : null,
    chargedAfterCancelCount: await chargedAfterCancelCount(ctx, scope.tenantId, agent),
  };
}

/** Orders charged after a cancellation (a refund is due), of any time: a partial index finds the few there are. */
async function chargedAfterCancelCount(ctx: ServiceContext, tenantId: number | null, agent: SQL | undefined) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        tenantId === null ? undefined : eq(orders.tenantId, tenantId),
        eq(orders.chargedAfterCancel, true),
        agent,
      ),
    );
  return row?.count ?? 0;
}

async function paymentCounts(ctx: ServiceContext, scope: Scope, agent: SQL | undefined) {
  const base = ctx.db
    .select({ status: payments.status, count: sql<number>`count(*)::int` })
    .from(payments)
    .$dynamic();
  // An agent's figures are those of their own orders: their payments are found through the order.
  if (agent) base.innerJoin(orders, eq(orders.id, payments.orderId));
  const rows = await base
    .where(
      and(
        scope.tenantId === null ? undefined : eq(payments.tenantId, scope.tenantId),
        gte(payments.creationTime, scope.since),
        agent,
      ),
    )
    .groupBy(payments.status);
  return new Map(rows.map((r) => [r.status, r.count]));
}

async function transferFigures(ctx: ServiceContext, tenantId: number | null) {
  const rows = await ctx.db
    .select({
      currency: bankTransfers.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${bankTransfers.amount})::text`,
    })
    .from(bankTransfers)
    .where(
      and(
        tenantId === null ? undefined : eq(bankTransfers.tenantId, tenantId),
        eq(bankTransfers.status, PENDING_TRANSFER),
      ),
    )
    .groupBy(bankTransfers.currency)
    .orderBy(bankTransfers.currency);
  const decimals = await currencyDecimals(
    ctx.db,
    rows.map((r) => r.currency),
  );
  return {
    pendingCount: rows.reduce((sum, r) => sum + r.count, 0),
    pendingAmounts: rows.map((r) => ({
      currency: r.currency,
      count: r.count,
      amount: moneyText(r.amount, decimals(r.currency)),
    })),
  };
}

/** Exact sum of decimal strings (the per-day sums of one currency), without floats. */
export function addDecimals(values: string[]): string {
  const scale = Math.max(0, ...values.map((s) => s.split('.')[1]?.length ?? 0));
  const total = values.reduce((sum, s) => {
    const [whole = '0', fraction = ''] = s.split('.');
    return sum + BigInt(whole + fraction.padEnd(scale, '0'));
  }, 0n);
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${text}` : text;
}

/**
 * The dashboard's figures, aggregated in SQL over the window's rows only: every query is "one tenant (or all),
 * created since" and is served by the (tenant_id, creation_time) indexes (docs/performance.md). Each part needs
 * its permission: the order figures Pages.Orders (an agent's are those of their own orders), the pending bank
 * transfers Pages.BankTransfer; a part the caller may not see is null.
 */
export const dashboardService: ServiceDefinition = {
  name: 'Dashboard',
  hostMayEnterTenant: true,
  operations: {
    GetStatistics: op({
      permission: [Permissions.Orders, Permissions.BankTransfer],
      input: getDashboardStatisticsInput,
      output: dashboardStatisticsDto,
      handler: async (ctx, input) => {
        if (!knownTimeZone(input.timeZone))
          throw new AbpValidationError([
            { text: { key: 'FieldInvalid', args: ['TimeZone'] }, members: ['timeZone'] },
          ]);
        const tenantId = ctx.session.tenantId ?? input.tenantId ?? null;
        const { since, firstDay, now } = await windowOf(ctx, input.days, input.timeZone);
        const scope = { tenantId, since, zone: input.timeZone };
        const granted = await ctx.permissions();
        return {
          tenantId,
          days: input.days,
          timeZone: input.timeZone,
          firstDay,
          since: since.toISOString(),
          computedAt: now,
          orders: granted.has(Permissions.Orders)
            ? await orderFigures(ctx, scope, daysFrom(firstDay, input.days))
            : null,
          bankTransfers: granted.has(Permissions.BankTransfer) ? await transferFigures(ctx, tenantId) : null,
        };
      },
    }),
  },
};
