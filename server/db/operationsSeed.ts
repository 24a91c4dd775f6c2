import { and, eq, inArray } from 'drizzle-orm';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { createLink } from '../services/reservationLinkToken.js';
import { bulkInsert } from './bulkInsert.js';
import type { Db } from './client.js';
import { catalogueHotels, hotelDescriptions, hotelImages, roomTypesFor } from './hotelCatalogue.js';
import { peopleByTenant, type People } from './operationsSeedData.js';
import { ascii, hash, identityNumber, randomFrom, shown } from './seedRandom.js';
import { planOrder, type PlannedPayment } from './operationsSeedPlan.js';
import {
  auditLogs,
  bankAccounts,
  bankTransfers,
  currencies,
  customers,
  hotels,
  orderLines,
  orders,
  orderTravellers,
  paymentAvailableAgencies,
  paymentProviders,
  payments,
  paymentStatusHistory,
  tenantCurrencies,
  users,
} from './schema.js';

/**
 * The demo operations of every demo tenant (issue 12): the hotel catalogue, then per tenant about 180 customers
 * and 320 orders spread over the last 120 days in every status, with their lines, travellers, payments in every
 * status and type (with their status history), bank transfers in every status, an audit trail, and reservation
 * links (when the server secret is known, since links are signed). Deterministic: one seeded random generator per
 * tenant, times relative to `now`. Fast: every table is written in a few multi-row inserts.
 */
export interface OperationsSeedOptions {
  /** The server secret that signs reservation links; without it no links are seeded. */
  secret?: string;
  now?: Date;
  ordersPerTenant?: number;
}

export async function seedOperations(
  db: Db,
  tenants: { id: number; tenancyName: string }[],
  options: OperationsSeedOptions = {},
) {
  const now = options.now ?? new Date();
  const hotelRows = await db
    .insert(hotels)
    .values(
      catalogueHotels.map((h) => ({
        tvHotelCode: h.tvHotelCode,
        name: h.name,
        stars: h.stars,
        address: h.address,
        city: h.city,
        countryCode: h.countryCode,
        latitude: h.latitude,
        longitude: h.longitude,
        descriptions: hotelDescriptions(h),
        images: hotelImages(h.tvHotelCode),
        boardTypes: h.boardTypes,
        roomTypes: roomTypesFor(h.stars),
      })),
    )
    .returning();
  for (const tenant of tenants) {
    const people = peopleByTenant[tenant.tenancyName];
    if (people)
      await seedTenant(db, tenant.id, people, hotelRows, { ...options, now, seed: hash(tenant.tenancyName) });
  }
}

type HotelRow = typeof hotels.$inferSelect;

async function seedTenant(
  db: Db,
  tenantId: number,
  people: People,
  hotelRows: HotelRow[],
  options: OperationsSeedOptions & { now: Date; seed: number },
) {
  const r = randomFrom(options.seed);
  const now = options.now.getTime();
  const sold = await db
    .select({
      code: currencies.code,
      decimals: currencies.decimalPlaces,
      rate: tenantCurrencies.exchangeRate,
    })
    .from(tenantCurrencies)
    .innerJoin(currencies, eq(currencies.id, tenantCurrencies.currencyId))
    .where(eq(tenantCurrencies.tenantId, tenantId))
    .orderBy(tenantCurrencies.id);
  const accounts = await db
    .select({ id: bankAccounts.id, currency: currencies.code })
    .from(bankAccounts)
    .innerJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(and(eq(bankAccounts.tenantId, tenantId), eq(bankAccounts.isDeleted, false)));
  const providers = await db
    .select({ id: paymentProviders.id, type: paymentProviders.paymentType })
    .from(paymentProviders)
    .where(and(eq(paymentProviders.tenantId, tenantId), eq(paymentProviders.isActive, true)));
  const agencies = await db
    .select({ code: paymentAvailableAgencies.agentCode })
    .from(paymentAvailableAgencies)
    .where(eq(paymentAvailableAgencies.tenantId, tenantId));
  const staff = await db
    .select({ id: users.id, userName: users.normalizedUserName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.normalizedUserName, ['AGENT', 'FINANCE'])));
  const agentCode = (agencies[0]?.code ?? `${people.prefix}-001`).toUpperCase();
  await db
    .update(users)
    .set({ agentCode })
    .where(and(eq(users.tenantId, tenantId), eq(users.normalizedUserName, 'AGENT')));
  const agentCodes = [...new Set([agentCode, ...agencies.map((a) => a.code.toUpperCase())])];
  const finance = staff.find((s) => s.userName === 'FINANCE') ?? null;

  // Customers.
  const customerValues = Array.from({ length: 180 }, (_, i) => {
    const female = r.chance(0.5);
    const given = r.pick(female ? people.female : people.male);
    const family = r.pick(people.surnames);
    return {
      tenantId,
      name: shown(given),
      surname: shown(family),
      emailAddress: `${ascii(given)}.${ascii(family)}${i + 1}@${r.pick(['gmail.test', 'mail.test', 'post.test'])}`,
      phoneNumber: `${r.pick(people.phone)}${r.int(100, 999)} ${r.int(1000, 9999)}`,
      gender: r.chance(0.06) ? 0 : female ? 2 : 1,
      identityNumber: r.chance(0.2) ? null : identityNumber(r, people.identity),
      language: r.chance(0.8) ? people.language : 'en',
      creationTime: new Date(now - r.int(125, 400) * 86_400_000 + r.int(0, 86_399) * 1000),
    };
  });
  const customerRows = (await bulkInsert(db, customers, customerValues, {
    returning: ['id', 'name', 'surname', 'emailAddress'],
  })) as { id: number; name: string; surname: string; emailAddress: string }[];

  // Orders and what hangs off them, planned in memory first.
  const count = options.ordersPerTenant ?? 320;
  const planned = Array.from({ length: count }, (_, i) =>
    planOrder(r, {
      index: i,
      now,
      voucherNo: `${people.prefix}-${100001 + i}`,
      customer: r.pick(customerRows),
      people,
      hotel: r.pick(hotelRows),
      currencies: sold,
      agentCodes,
      bankAccounts: accounts,
      providers: {
        [PaymentType.AlternativePayment]: providers.find((p) => p.type === 0)?.id ?? null,
        [PaymentType.CreditCard]: providers.find((p) => p.type === 1)?.id ?? null,
        [PaymentType.BankTransfer]: providers.find((p) => p.type === 2)?.id ?? null,
      },
    }),
  );
  const orderRows = await bulkInsert(
    db,
    orders,
    planned.map((p) => ({ tenantId, ...p.order })),
    { returning: ['id', 'voucherNo'] },
  );
  const orderIds = new Map(orderRows.map((row) => [row.voucherNo as string, row.id as number]));
  const idOf = (voucherNo: string) => orderIds.get(voucherNo)!;
  await bulkInsert(
    db,
    orderLines,
    planned.flatMap((p) => p.lines.map((l) => ({ orderId: idOf(p.order.voucherNo), ...l }))),
  );
  await bulkInsert(
    db,
    orderTravellers,
    planned.flatMap((p) => p.travellers.map((t) => ({ orderId: idOf(p.order.voucherNo), ...t }))),
  );

  const paymentPlans: (PlannedPayment & { orderId: number })[] = planned.flatMap((p) =>
    p.payments.map((pay) => ({ ...pay, orderId: idOf(p.order.voucherNo) })),
  );
  const paymentRows = await bulkInsert(
    db,
    payments,
    paymentPlans.map((p) => ({ tenantId, orderId: p.orderId, ...p.payment })),
    { returning: ['id', 'idempotencyKey'] },
  );
  const paymentIds = new Map(paymentRows.map((row) => [row.idempotencyKey as string, row.id as number]));
  const paymentId = (p: PlannedPayment) => paymentIds.get(p.payment.idempotencyKey)!;
  const byUser = (system: boolean) =>
    system || !finance ? { userId: null, userName: null } : { userId: finance.id, userName: 'finance' };
  await bulkInsert(
    db,
    paymentStatusHistory,
    paymentPlans.flatMap((p) =>
      p.history.map(({ byStaff, ...h }) => ({
        tenantId,
        paymentId: paymentId(p),
        ...h,
        ...byUser(!byStaff),
      })),
    ),
  );
  const withTransfer = paymentPlans.filter((p) => p.transfer);
  const transferIds = await bulkInsert(
    db,
    bankTransfers,
    withTransfer.map((p, i) => ({
      tenantId,
      paymentId: paymentId(p),
      ...p.transfer!,
      committedByUserId: p.transfer!.status === 2 ? (finance?.id ?? null) : null,
      // Pending ones wait one to six more days (else the time-out job would end them at the first start).
      expiresAt: p.transfer!.status === 1 ? new Date(now + (1 + (i % 6)) * 86_400_000 + i * 60_000) : null,
    })),
    { returning: ['id', 'paymentId'] },
  );
  const transferOf = new Map(transferIds.map((row) => [row.paymentId as number, row.id as number]));
  const transferRows = withTransfer.map((plan) => ({ id: transferOf.get(paymentId(plan))!, plan }));

  // The audit trail: each order's creation, each payment's status changes, each transfer's outcome, each
  // payment received by an order.
  const trail = [
    ...planned.map((p) => ({
      tenantId,
      entityType: 'Order',
      entityId: idOf(p.order.voucherNo),
      action: 'Created',
      changes: { status: [null, 1] as [unknown, unknown] },
      userId: null,
      userName: null,
      reason: null,
      creationTime: p.order.creationTime,
    })),
    ...paymentPlans.flatMap((p) =>
      p.history
        .filter((h) => h.fromStatus !== null)
        .map((h) => ({
          tenantId,
          entityType: 'Payment',
          entityId: paymentId(p),
          action: 'StatusChanged',
          changes: { status: [h.fromStatus, h.toStatus] as [unknown, unknown] },
          ...byUser(!h.byStaff),
          reason: h.reason,
          creationTime: h.creationTime,
        })),
    ),
    ...transferRows
      .filter((t) => t.plan.transfer!.status !== 1)
      .map((t) => ({
        tenantId,
        entityType: 'BankTransfer',
        entityId: t.id,
        action: t.plan.transfer!.status === 2 ? 'Committed' : 'StatusChanged',
        changes: { status: [1, t.plan.transfer!.status] as [unknown, unknown] },
        ...byUser(t.plan.transfer!.status !== 2),
        reason: null,
        creationTime: t.plan.transfer!.statusTime ?? new Date(now),
      })),
    ...planned.flatMap((p) =>
      p.received.map((rcv) => ({
        tenantId,
        entityType: 'Order',
        entityId: idOf(p.order.voucherNo),
        action: 'PaymentReceived',
        changes: rcv.changes,
        userId: null,
        userName: null,
        reason: null,
        creationTime: rcv.creationTime,
      })),
    ),
  ];
  await bulkInsert(db, auditLogs, trail);

  // Reservation links: most of them the agent's, some expired.
  if (options.secret) {
    for (let i = 0; i < 12; i += 1) {
      const p = r.pick(planned);
      const created = now - r.int(0, 30) * 86_400_000 - r.int(0, 86_399) * 1000;
      await createLink(db, options.secret, {
        tenantId,
        voucherNo: p.order.voucherNo,
        agentCode: i < 8 ? agentCode : r.pick(agentCodes),
        language: r.pick([people.language, people.language, 'en', 'de']),
        expiresAt: new Date(created + r.pick([24, 72, 168, 720]) * 3_600_000),
        userId: null,
        userName: null,
        creationTime: new Date(created),
      });
    }
  }
}
