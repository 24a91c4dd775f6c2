import { and, asc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
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
import { currencyDecimals, iso, isoOrNull, moneyOf } from './operationsRules.js';

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
