import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStatisticsDto } from '../../../src/api/types/dashboard.js';
import { roles } from '../../../server/db/schema.js';
import { addDecimals } from '../../../server/services/Dashboard.js';
import { app, createSharedTestApp, createTestApp, type TestApp } from '../helpers.js';
import {
  as,
  expectOk,
  NORTH_MACEDONIA,
  raw,
  rejection,
  rows,
  scalar,
  SERBIA,
  type Caller,
} from './helpers.js';

let t: TestApp;
let dispose: () => Promise<void>;
let admin: Caller;
let host: Caller;

beforeAll(async () => {
  ({ app: t, dispose } = await createSharedTestApp());
  admin = await as(t, 'admin', SERBIA);
  host = await as(t, 'admin', null);
}, 60_000);
afterAll(() => dispose());

const statistics = async (caller: Caller, query: Record<string, string | number> = {}) =>
  expectOk(await caller.call<DashboardStatisticsDto>({ url: app('Dashboard/GetStatistics'), query }));

/** `where` for the rows of the answer's window, optionally of one tenant. */
const inWindow = (s: DashboardStatisticsDto, alias: string, tenantId: number | null) =>
  raw(
    `${alias}.creation_time >= '${s.since.replace('Z', '')}'::timestamp` +
      (tenantId === null ? '' : ` and ${alias}.tenant_id = ${tenantId}`),
  );

/** What a direct count says the answer should be. */
async function expected(s: DashboardStatisticsDto, tenantId: number | null, agentCode?: string) {
  const agent = raw(agentCode ? ` and o.user_code = '${agentCode}'` : '');
  const orderCount = await scalar(
    t,
    sql`select count(*) n from orders o where ${inWindow(s, 'o', tenantId)}${agent}`,
  );
  const revenue = await rows<{ currency: string; n: number; amount: string; paid: string }>(
    t,
    sql`select o.currency, count(*)::int n, sum(o.amount)::text amount, sum(o.paid_amount)::text paid
      from orders o where ${inWindow(s, 'o', tenantId)} and o.status <> 4${agent} group by 1`,
  );
  const payments = await rows<{ status: number; n: number }>(
    t,
    sql`select p.status, count(*)::int n from payments p join orders o on o.id = p.order_id
      where ${inWindow(s, 'p', tenantId)}${agent} group by 1`,
  );
  const pending = await rows<{ currency: string; n: number; amount: string }>(
    t,
    sql`select currency, count(*)::int n, sum(amount)::text amount from bank_transfers b
      where status = 1 ${raw(tenantId === null ? '' : `and b.tenant_id = ${tenantId}`)} group by 1 order by 1`,
  );
  return { orderCount, revenue, payments, pending };
}

async function expectMatches(s: DashboardStatisticsDto, tenantId: number | null, agentCode?: string) {
  const want = await expected(s, tenantId, agentCode);
  const o = s.orders!;
  expect(o.orderCount).toBe(want.orderCount);
  expect(o.ordersPerDay.reduce((sum, d) => sum + d.orderCount, 0)).toBe(want.orderCount);
  expect(
    o.revenue.map((r) => [r.currency, r.orderCount, Number(r.amount), Number(r.paidAmount)]).sort(),
  ).toEqual(want.revenue.map((r) => [r.currency, r.n, Number(r.amount), Number(r.paid)]).sort());
  const byStatus = new Map(want.payments.map((p) => [p.status, p.n]));
  for (const p of o.paymentsByStatus)
    expect([p.status, p.count]).toEqual([p.status, byStatus.get(p.status) ?? 0]);
  const finished = [20, 30, 40, 60].reduce((sum, st) => sum + (byStatus.get(st) ?? 0), 0);
  expect(o.finishedPayments).toBe(finished);
  expect(o.succeededPayments).toBe(byStatus.get(20) ?? 0);
  if (finished) expect(o.paymentSuccessRate).toBeCloseTo((byStatus.get(20) ?? 0) / finished, 4);
  if (s.bankTransfers) {
    expect(s.bankTransfers.pendingCount).toBe(want.pending.reduce((sum, p) => sum + p.n, 0));
    expect(s.bankTransfers.pendingAmounts.map((p) => [p.currency, p.count, Number(p.amount)])).toEqual(
      want.pending.map((p) => [p.currency, p.n, Number(p.amount)]),
    );
  }
}

describe('Dashboard/GetStatistics', () => {
  it('aggregates the tenant’s last 30 days as a direct count does, money exact in the currency’s decimals', async () => {
    const s = await statistics(admin);
    expect(s.tenantId).toBe(SERBIA);
    expect(s.days).toBe(30);
    expect(s.orders!.orderCount).toBeGreaterThan(0);
    expect(s.bankTransfers!.pendingCount).toBeGreaterThan(0);
    await expectMatches(s, SERBIA);
    for (const r of s.orders!.revenue) expect(r.amount).toMatch(/^\d+\.\d{2}$/);
    // Every day of the window, oldest first, each with the orders created on that (UTC) day.
    const days = s.orders!.ordersPerDay;
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe(s.firstDay);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    const perDay = await rows<{ day: string; n: number }>(
      t,
      sql`select creation_time::date::text as day, count(*)::int n from orders o
        where ${inWindow(s, 'o', SERBIA)} group by 1`,
    );
    for (const { day, n } of perDay) expect(days.find((d) => d.day === day)?.orderCount).toBe(n);
  });

  it('counts days in the time zone asked for, and refuses an unknown one naming the field', async () => {
    const s = await statistics(admin, { TimeZone: 'Pacific/Kiritimati', Days: 7 });
    expect(s.orders!.ordersPerDay).toHaveLength(7);
    await expectMatches(s, SERBIA);
    const perDay = await rows<{ day: string; n: number }>(
      t,
      sql`select ((o.creation_time at time zone 'UTC') at time zone 'Pacific/Kiritimati')::date::text as day,
        count(*)::int n from orders o where ${inWindow(s, 'o', SERBIA)} group by 1`,
    );
    for (const { day, n } of perDay)
      expect(s.orders!.ordersPerDay.find((d) => d.day === day)?.orderCount).toBe(n);

    const bad = await admin.call({
      url: app('Dashboard/GetStatistics'),
      query: { TimeZone: 'Mars/Olympus' },
    });
    expect(rejection(bad).members).toEqual(['timeZone']);
    const tooLong = await admin.call({ url: app('Dashboard/GetStatistics'), query: { Days: 400 } });
    expect(tooLong.status).toBe(400);
  });

  it('keeps a tenant to its own figures, whatever TenantId it sends', async () => {
    const s = await statistics(admin, { TenantId: NORTH_MACEDONIA });
    expect(s.tenantId).toBe(SERBIA);
    await expectMatches(s, SERBIA);
    const mk = await statistics(await as(t, 'admin', NORTH_MACEDONIA));
    expect(mk.tenantId).toBe(NORTH_MACEDONIA);
    await expectMatches(mk, NORTH_MACEDONIA);
    expect(mk.orders!.revenue.map((r) => r.currency)).not.toContain('RSD');
  });

  it('shows the host every tenant together, or one tenant with TenantId', async () => {
    const all = await statistics(host);
    expect(all.tenantId).toBeNull();
    await expectMatches(all, null);
    const serbia = await statistics(admin);
    expect(all.orders!.orderCount).toBeGreaterThan(serbia.orders!.orderCount);

    const one = await statistics(host, { TenantId: NORTH_MACEDONIA });
    expect(one.tenantId).toBe(NORTH_MACEDONIA);
    await expectMatches(one, NORTH_MACEDONIA);
  });

  it('gives an agent the figures of their own orders only', async () => {
    const agent = await as(t, 'agent', SERBIA);
    const s = await statistics(agent);
    const [code] = await rows<{ agent_code: string }>(
      t,
      sql`select agent_code from users where tenant_id = ${SERBIA} and user_name = 'agent'`,
    );
    await expectMatches(s, SERBIA, code!.agent_code);
    expect(s.orders!.orderCount).toBeLessThan((await statistics(admin)).orders!.orderCount);
    // The agent role holds no Pages.BankTransfer: that part is left out.
    expect(s.bankTransfers).toBeNull();
  });

  it('answers only the parts the caller may see, and 403 without either permission', async () => {
    const own = await createTestApp();
    const [role] = await own.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, SERBIA), eq(roles.name, 'Finance')));
    const grant = async (grantedPermissions: string[]) => {
      const token = await own.login('admin', SERBIA);
      const res = await own.call({
        method: 'PUT',
        url: app('Role/Update'),
        token,
        body: { id: role!.id, name: 'Finance', displayName: 'Finance', grantedPermissions },
      });
      expect(res.status).toBe(200);
    };
    const call = async () =>
      own.call<DashboardStatisticsDto>({
        url: app('Dashboard/GetStatistics'),
        token: await own.login('finance', SERBIA),
      });
    await grant(['Pages.BankTransfer']);
    const transfersOnly = expectOk(await call());
    expect(transfersOnly.orders).toBeNull();
    expect(transfersOnly.bankTransfers!.pendingCount).toBeGreaterThan(0);

    await grant(['Pages.Customers']);
    expect((await call()).status).toBe(403);
  });

  it('adds decimal strings exactly', () => {
    expect(addDecimals(['0.10', '0.20', '1234567890123.4500'])).toBe('1234567890123.7500');
    expect(addDecimals(['98500', '1'])).toBe('98501');
    expect(addDecimals([])).toBe('0');
  });
});
