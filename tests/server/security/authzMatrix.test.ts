import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signBookingGrant } from '../../../server/abp/bookingGrant.js';
import type { RegisteredOperation } from '../../../server/abp/service.js';
import {
  auditLogs,
  bankAccounts,
  bankTransfers,
  currencies,
  customers,
  orders,
  payments,
  paymentStatusHistory,
  reservationLinks,
  emailAccounts,
  emailTemplates,
  emailTypes,
  languageCodes,
  markets,
  paymentAvailableAgencies,
  paymentProviders,
  reservationProviderMarkets,
  reservationProviders,
  rolePermissions,
  roles,
  tenantCurrencies,
  tenants,
  transferInformationSettings,
  userRoles,
  users,
} from '../../../server/db/schema.js';
import { app, createTestApp, type TestApp } from '../helpers.js';
import { TEST_SECRET } from '../secret.js';

/** Everything an authorization mistake could change; sign-in bookkeeping (logs, counters) is left out. */
async function snapshot(t: TestApp) {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(tenants).orderBy(asc(tenants.id)),
    await db.select().from(users).orderBy(asc(users.id)),
    await db.select().from(roles).orderBy(asc(roles.id)),
    await db.select().from(userRoles).orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
    await db.select().from(rolePermissions).orderBy(asc(rolePermissions.roleId), asc(rolePermissions.name)),
    ...(await Promise.all(
      [
        currencies,
        languageCodes,
        tenantCurrencies,
        bankAccounts,
        markets,
        reservationProviders,
        reservationProviderMarkets,
        paymentProviders,
        paymentAvailableAgencies,
        transferInformationSettings,
        emailTypes,
        emailTemplates,
        customers,
        orders,
        payments,
        paymentStatusHistory,
        bankTransfers,
        reservationLinks,
        auditLogs,
        emailAccounts,
      ].map((table) => db.select().from(table).orderBy(asc(table.id))),
    )),
  ]);
}

async function granted(t: TestApp, token: string) {
  const res = await t.call<{ auth: { grantedPermissions: string[] } }>({
    url: app('Session/GetCurrentUserInformations'),
    token,
  });
  return new Set(res.body.result!.auth.grantedPermissions);
}

/** Tenant-owned configuration (issue 11) and the host's catalogues that every tenant reads. */
const configurationServices = [
  'TenantCurrency',
  'BankAccount',
  'Market',
  'ReservationProvider',
  'ReservationProviderMarket',
  'PaymentProvider',
  'PaymentAvailableAgency',
  'TransferInformationSetting',
  'EmailType',
  'EmailTemplate',
  'EmailAccount',
];
const sharedCatalogues = ['Currency', 'LanguageCode'];

const allows = (route: RegisteredOperation, held: Set<string>) =>
  route.permissionGroups.every((group) => group.some((p) => held.has(p)));

describe('authorization matrix: every registered route × {anonymous, no permission, agent, another tenant, booking grant}', () => {
  it('answers 401/403/404 as the route requires and changes no data', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    const routes = t.app.abpRoutes.filter((r) => !r.anonymous);
    expect(routes.length).toBeGreaterThan(25);

    // The callers: a tenant-3 user without any role, tenant 3's agent, and tenant 4's administrator.
    // Registration is off unless the tenant switches it on, and a registration waits for an admin's activation.
    await t.database.db.update(tenants).set({ isSelfRegistrationEnabled: true }).where(eq(tenants.id, 3));
    const registered = await t.call({
      method: 'POST',
      url: app('Account/Register'),
      tenantId: 3,
      body: {
        userName: 'nobody',
        name: 'No',
        surname: 'Body',
        emailAddress: 'nobody@x.test',
        password: 'N0body!',
      },
    });
    expect(registered.status).toBe(200);
    await t.database.db
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.tenantId, 3), eq(users.userName, 'nobody')));
    const noPermission = await t.login('nobody', 3, 'N0body!');
    const agent = await t.login('agent', 3);
    const serbiaAdmin = await t.login('admin', 3);
    const otherAdmin = await t.login('admin', 4);
    const agentHolds = await granted(t, agent);
    const otherHolds = await granted(t, otherAdmin);
    expect((await granted(t, noPermission)).size).toBe(0);

    // Tenant 3's records, as ids and full bodies for the id-addressed operations.
    const find = async (service: 'User' | 'Role', name: string) => {
      const list = await t.call<{ items: ({ id: number } & Record<string, unknown>)[] }>({
        url: app(`${service}/GetAll`),
        token: serbiaAdmin,
        query: { keyword: name },
      });
      const row = list.body.result!.items.find((r) => r.userName === name || r.name === name)!;
      const full = await t.call<Record<string, unknown>>({
        url: app(`${service}/Get`),
        token: serbiaAdmin,
        query: { id: row.id },
      });
      return full.body.result!;
    };
    const targets: Record<string, Record<string, unknown>> = {
      User: await find('User', 'finance'),
      Role: await find('Role', 'Finance'),
      Tenant: { id: 3, tenancyName: 'serbia', name: 'Serbia', isActive: true },
      // One of tenant 3's sign-ins, asked for by Id.
      Log: {
        id: (await t.call<{ items: { id: number }[] }>({ url: app('Log/GetLoginLogs'), token: serbiaAdmin }))
          .body.result!.items[0]!.id,
      },
    };
    // The configuration services: tenant 3's first record of each (a catalogue's first entry for the host's
    // catalogues, which every tenant reads).
    for (const service of [...configurationServices, ...sharedCatalogues]) {
      const list = await t.call<{ items: { id: number }[] }>({
        url: app(`${service}/GetAll`),
        token: serbiaAdmin,
      });
      const first = list.body.result?.items[0];
      expect(first, service).toBeDefined();
      const full = await t.call<Record<string, unknown>>({
        url: app(`${service}/Get`),
        token: serbiaAdmin,
        query: { id: first!.id },
      });
      targets[service] = full.body.result!;
    }
    // The operations services (issue 12): tenant 3's records, addressed by id (a payment by paymentId).
    const first = async (
      table: typeof orders | typeof customers | typeof payments | typeof bankTransfers,
    ) => {
      const [row] = await t.database.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.tenantId, 3))
        .orderBy(asc(table.id))
        .limit(1);
      return row!.id;
    };
    targets.Order = { id: await first(orders) };
    targets.Customer = { id: await first(customers) };
    targets.Payment = { paymentId: await first(payments) };
    // A pending transfer: a wrongly allowed commit would change it (and the snapshot would tell).
    const [pending] = await t.database.db
      .select({ id: bankTransfers.id })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.tenantId, 3), eq(bankTransfers.status, 1)))
      .limit(1);
    targets.BankTransfer = { id: pending!.id };
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, targets.Order.id as number));
    targets.ReservationLinkGenerator = { agentCode: 'BEG-001', voucherNo: order!.voucherNo };
    const input = (route: RegisteredOperation) => {
      const target = targets[route.service] ?? {};
      const body: Record<string, unknown> = { ...target };
      if (route.inputKeys.includes('userId'))
        Object.assign(body, { userId: targets.User!.id, adminPassword: '123qwe', newPassword: 'Pwn3d!x' });
      if (route.inputKeys.includes('to')) body.to = 'someone@example.com';
      return Object.fromEntries(Object.entries(body).filter(([k]) => route.inputKeys.includes(k)));
    };
    const send = (route: RegisteredOperation, token: string | undefined, tenantId?: number) => {
      const data = input(route);
      return t.call({
        method: route.method as 'GET',
        url: route.url,
        token,
        tenantId,
        ...(route.fromBody
          ? { body: data }
          : {
              query: Object.fromEntries(
                Object.entries(data).filter(([, v]) => typeof v !== 'object'),
              ) as Record<string, string>,
            }),
      });
    };

    const before = await snapshot(t);
    const failures: string[] = [];
    const expectStatus = (label: string, route: RegisteredOperation, actual: number, expected: number) => {
      if (actual !== expected)
        failures.push(`${label} ${route.method} ${route.url}: ${actual}, expected ${expected}`);
    };
    let calls = 0;
    const byCaller = { anonymous: 0, noPermission: 0, agent: 0, otherTenant: 0, bookingGrant: 0 };
    for (const route of routes) {
      for (const tenantId of [undefined, 3]) {
        expectStatus('anonymous', route, (await send(route, undefined, tenantId)).status, 401);
        calls += 1;
        byCaller.anonymous += 1;
      }
      if (route.permissionGroups.length) {
        expectStatus('no permission', route, (await send(route, noPermission, 3)).status, 403);
        calls += 1;
        byCaller.noPermission += 1;
      }
      if (!allows(route, agentHolds)) {
        expectStatus('agent', route, (await send(route, agent, 3)).status, 403);
        calls += 1;
        byCaller.agent += 1;
      }
      // Tenant 4's administrator, naming tenant 3 in the header too, addresses tenant 3's records. A list that
      // takes an Id (Log/GetLoginLogs) is still a list: it answers, with nothing of tenant 3 (checked below).
      const isList = route.inputKeys.includes('maxResultCount');
      const addressed = !isList && ['id', 'userId', 'paymentId'].some((key) => route.inputKeys.includes(key));
      if (!allows(route, otherHolds)) {
        expectStatus('another tenant', route, (await send(route, otherAdmin, 3)).status, 403);
        calls += 1;
        byCaller.otherTenant += 1;
      } else if (addressed) {
        const res = await send(route, otherAdmin, 3);
        calls += 1;
        byCaller.otherTenant += 1;
        // The host's catalogues are shared: every tenant reads the same records.
        const shared = sharedCatalogues.includes(route.service) && route.method === 'GET';
        expectStatus('another tenant', route, res.status, shared ? 200 : 404);
        if (JSON.stringify(res.body).includes('serbia'))
          failures.push(`another tenant ${route.url}: leaked tenant 3`);
      } else if (route.method === 'GET') {
        // Lists and lookups answer, but only with the caller's own tenant.
        const res = await send(route, otherAdmin, 3);
        calls += 1;
        byCaller.otherTenant += 1;
        if (res.status !== 200) failures.push(`another tenant ${route.url}: ${res.status}`);
        if (JSON.stringify(res.body).includes('serbia'))
          failures.push(`another tenant ${route.url}: leaked tenant 3`);
      }
    }
    // Operations the payer of a booking may also call, with the booking grant of the payment's order
    // (Operation.bookingGrant): staff were judged above like everyone else; a grant of another order, of another
    // tenant, an expired or a forged one is a 403 that shows nothing of the payment; the order's own grant reads it.
    const grantRoutes = routes.filter((r) => r.bookingGrant);
    expect(grantRoutes.map((r) => `${r.service}/${r.name}`).sort()).toEqual([
      'Payment/CheckPaymentStatus',
      'Payment/GetPaymentStatus',
    ]);
    const db = t.database.db;
    // A succeeded payment: checking it with its provider changes nothing (the snapshot below would tell).
    const [paid] = await db
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(and(eq(payments.tenantId, 3), eq(payments.status, 20)))
      .orderBy(asc(payments.id))
      .limit(1);
    const [otherOrder] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, 3), ne(orders.id, paid!.orderId)))
      .limit(1);
    const [foreignOrder] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.tenantId, 4))
      .limit(1);
    const grantOf = (tenantId: number, orderId: number, now?: Date) =>
      signBookingGrant(TEST_SECRET, { tenantId, orderId }, now).token;
    const [version, , signature] = grantOf(3, otherOrder!.id).split('.');
    const claims = Buffer.from(JSON.stringify({ tid: 3, oid: paid!.orderId, exp: 4102444800 })).toString(
      'base64url',
    );
    const refused: Record<string, string> = {
      'another order': grantOf(3, otherOrder!.id),
      'another tenant': grantOf(4, foreignOrder!.id),
      'an expired grant': grantOf(3, paid!.orderId, new Date(Date.now() - 3 * 3_600_000)),
      'a forged grant': `${version}.${claims}.${signature}`,
      'no grant at all': 'x',
    };
    const asVisitor = (route: RegisteredOperation, grant: string, token?: string) =>
      t.call<{ paymentId: number }>({
        method: route.method as 'GET',
        url: route.url,
        token,
        tenantId: 3,
        headers: { 'X-Booking-Grant': grant },
        ...(route.fromBody ? { body: { paymentId: paid!.id } } : { query: { paymentId: String(paid!.id) } }),
      });
    for (const route of grantRoutes) {
      for (const [label, grant] of Object.entries(refused)) {
        for (const token of [undefined, noPermission]) {
          const res = await asVisitor(route, grant, token);
          calls += 1;
          byCaller.bookingGrant += 1;
          expectStatus(`visitor with ${label}`, route, res.status, 403);
          if (JSON.stringify(res.body).includes('voucherNo'))
            failures.push(`visitor with ${label} ${route.url}: leaked the payment`);
        }
      }
      const own = await asVisitor(route, grantOf(3, paid!.orderId));
      calls += 1;
      byCaller.bookingGrant += 1;
      expectStatus('visitor with the order’s grant', route, own.status, 200);
      if (own.body.result?.paymentId !== paid!.id) failures.push(`visitor ${route.url}: not the payment`);
    }

    expect(failures).toEqual([]);
    expect(await snapshot(t)).toBe(before);
    expect(calls).toBeGreaterThan(80);
    console.info(`authorization matrix: ${routes.length} routes, ${calls} calls ${JSON.stringify(byCaller)}`);
  });
});
