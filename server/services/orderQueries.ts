import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AuditEntityType } from '../../src/api/schemas/audit.js';
import type {
  AuditEntryDto,
  HotelDto,
  OrderDetailDto,
  OrderDto,
  PaymentDto,
} from '../../src/api/types/operations.js';
import { readRows, type ListSelect } from '../abp/crud/index.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
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
  paymentProviders,
  payments,
  paymentStatusHistory,
} from '../db/schema.js';
import { customerColumns, toCustomerDto, type CustomerRow } from './Customer.js';
import { currencyDecimals, iso, isoOrNull, moneyOf, nightsBetween } from './operationsRules.js';

/** An order's list row: its columns, the customer's name and contact, and the hotel. */
export const orderSelect: ListSelect = {
  columns: {
    ...getTableColumns(orders),
    customerName: sql<string>`${customers.name} || ' ' || ${customers.surname}`,
    customerEmail: customers.emailAddress,
    phoneNumber: customers.phoneNumber,
    hotelCode: hotels.tvHotelCode,
    hotelName: hotels.name,
    // Read with the row (per page row, not per skipped one) instead of a look-up of its own per page.
    currencyDecimals: sql<number>`(select ${currencies.decimalPlaces} from ${currencies} where ${currencies.code} = ${orders.currency} limit 1)`,
  },
  // LEFT JOINs on primary keys: PostgreSQL leaves them out of the id and count queries that do not use them.
  join: (q: PgSelect) =>
    q
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(hotels, eq(hotels.id, orders.hotelId)),
};
export type OrderRow = typeof orders.$inferSelect & {
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  hotelCode: string;
  hotelName: string;
  currencyDecimals: number | null;
};

const positive = (text: string) => (text.startsWith('-') ? '0' : text);

/** A stored difference of two NUMERIC strings, exactly (scaled to 4 places as stored). */
function minus(a: string, b: string): string {
  const scaled = (s: string) => {
    const [w = '0', f = ''] = s.split('.');
    return BigInt(w + f.padEnd(4, '0').slice(0, 4));
  };
  const d = scaled(a) - scaled(b);
  const sign = d < 0n ? '-' : '';
  const abs = (d < 0n ? -d : d).toString().padStart(5, '0');
  return `${sign}${abs.slice(0, -4)}.${abs.slice(-4)}`;
}

export function orderDtos(rows: OrderRow[]): OrderDto[] {
  return rows.map((r) => {
    // A currency missing from the catalogue has two decimals (as currencyDecimals answers).
    const d = r.currencyDecimals ?? 2;
    return {
      id: r.id,
      tenantId: r.tenantId,
      voucherNo: r.voucherNo,
      userCode: r.userCode,
      customerId: r.customerId,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      phoneNumber: r.phoneNumber,
      hotelId: r.hotelId,
      hotelCode: r.hotelCode,
      hotelName: r.hotelName,
      checkInDate: r.checkInDate,
      checkOutDate: r.checkOutDate,
      nights: nightsBetween(r.checkInDate, r.checkOutDate),
      adults: r.adults,
      children: r.children,
      amount: moneyOf(r.amount, d),
      paidAmount: moneyOf(r.paidAmount, d),
      openAmount: moneyOf(positive(minus(r.amount, r.paidAmount)), d),
      currency: r.currency,
      isPartialPayment: r.isPartialPayment,
      status: r.status,
      creationTime: iso(r.creationTime),
      lastModificationTime: isoOrNull(r.lastModificationTime),
    };
  });
}

/** A payment's list row: its columns, its order's voucher and agent, the account and the provider. */
export const paymentSelect: ListSelect = {
  columns: {
    ...getTableColumns(payments),
    voucherNo: orders.voucherNo,
    orderUserCode: orders.userCode,
    bankAccountIban: bankAccounts.iban,
    bankName: bankAccounts.bankName,
    paymentProviderName: paymentProviders.name,
  },
  join: (q: PgSelect) =>
    q
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
      .leftJoin(paymentProviders, eq(paymentProviders.id, payments.paymentProviderId)),
};
export type PaymentListRow = typeof payments.$inferSelect & {
  voucherNo: string;
  orderUserCode: string | null;
  bankAccountIban: string | null;
  bankName: string | null;
  paymentProviderName: string | null;
};

export async function paymentDtos(db: Db, rows: PaymentListRow[]): Promise<PaymentDto[]> {
  const decimals = await currencyDecimals(
    db,
    rows.map((r) => r.currency),
  );
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    orderId: r.orderId,
    voucherNo: r.voucherNo,
    type: r.type,
    status: r.status,
    amount: moneyOf(r.amount, decimals(r.currency)),
    currency: r.currency,
    payer: r.payer,
    email: r.email,
    bankAccountId: r.bankAccountId,
    bankAccountIban: r.bankAccountIban,
    bankName: r.bankName,
    paymentProviderId: r.paymentProviderId,
    paymentProviderName: r.paymentProviderName,
    pushStatus: r.pushStatus,
    providerReference: r.providerReference,
    creationTime: iso(r.creationTime),
    lastModificationTime: isoOrNull(r.lastModificationTime),
  }));
}

export function hotelDto(row: typeof hotels.$inferSelect, language: string): HotelDto {
  return {
    id: row.id,
    tvHotelCode: row.tvHotelCode,
    providerCode: row.providerCode,
    name: row.name,
    stars: row.stars,
    address: row.address,
    city: row.city,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.descriptions[language] ?? row.descriptions.en ?? '',
    images: row.images,
    boardTypes: row.boardTypes,
    roomTypes: row.roomTypes,
  };
}

export const auditDto = (row: typeof auditLogs.$inferSelect): AuditEntryDto => ({
  id: row.id,
  entityType: row.entityType as AuditEntityType,
  entityId: row.entityId,
  action: row.action,
  changes: row.changes,
  userId: row.userId,
  userName: row.userName,
  reason: row.reason,
  creationTime: iso(row.creationTime),
});

const entries = (type: AuditEntityType, ids: number[]): SQL | undefined =>
  ids.length ? and(eq(auditLogs.entityType, type), inArray(auditLogs.entityId, ids)) : undefined;

/** Everything Order/GetOrder shows besides the order's own row. */
export async function orderDetail(ctx: ServiceContext, order: OrderDto): Promise<OrderDetailDto> {
  const { db } = ctx;
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, order.hotelId));
  const [customer] = await readRows<CustomerRow>(
    db,
    customers,
    { columns: customerColumns },
    eq(customers.id, order.customerId),
  );
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const travellers = await db
    .select()
    .from(orderTravellers)
    .where(eq(orderTravellers.orderId, order.id))
    .orderBy(asc(orderTravellers.id));
  const paymentRows = await readRows<PaymentListRow>(
    db,
    payments,
    paymentSelect,
    eq(payments.orderId, order.id),
  );
  paymentRows.sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime() || a.id - b.id);
  const paymentIds = paymentRows.map((p) => p.id);
  const history = paymentIds.length
    ? await db
        .select()
        .from(paymentStatusHistory)
        .where(inArray(paymentStatusHistory.paymentId, paymentIds))
        .orderBy(asc(paymentStatusHistory.creationTime), asc(paymentStatusHistory.id))
    : [];
  const transfers = paymentIds.length
    ? await db
        .select()
        .from(bankTransfers)
        .where(inArray(bankTransfers.paymentId, paymentIds))
        .orderBy(asc(bankTransfers.creationTime), asc(bankTransfers.id))
    : [];
  const trail = await db
    .select()
    .from(auditLogs)
    .where(
      or(
        entries('Order', [order.id]),
        entries('Payment', paymentIds),
        entries(
          'BankTransfer',
          transfers.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(auditLogs.creationTime), asc(auditLogs.id));
  if (!hotel || !customer) throw new Error(`order ${order.id} lacks its hotel or customer`);
  const decimals = await currencyDecimals(db, [order.currency]);
  const d = decimals(order.currency);
  const paymentList = await paymentDtos(db, paymentRows);
  return {
    ...order,
    hotel: hotelDto(hotel, ctx.culture),
    customer: toCustomerDto(customer),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unitPrice: moneyOf(l.unitPrice, d),
      amount: moneyOf(l.amount, d),
    })),
    travellers: travellers.map((t) => ({
      id: t.id,
      kind: t.kind,
      firstName: t.firstName,
      lastName: t.lastName,
      birthDate: t.birthDate,
      isLead: t.isLead,
    })),
    payments: paymentList.map((p) => ({
      ...p,
      statusHistory: history
        .filter((h) => h.paymentId === p.id)
        .map((h) => ({
          id: h.id,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          userId: h.userId,
          userName: h.userName,
          reason: h.reason,
          creationTime: iso(h.creationTime),
        })),
    })),
    bankTransfers: transfers.map((t) => ({
      id: t.id,
      paymentId: t.paymentId,
      reference: t.reference,
      amount: moneyOf(t.amount, d),
      currency: t.currency,
      status: t.status,
      creationTime: iso(t.creationTime),
    })),
    history: trail.map(auditDto),
  };
}
