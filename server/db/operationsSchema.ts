import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { creationTime, money, tenantId } from './columns.js';
import { bankAccounts, paymentProviders } from './configSchema.js';
import { customers, hotels } from './customersSchema.js';
import { tenants } from './schema.js';

/**
 * The operations of issue 12: each tenant's orders, payments, reservation links and audit trail. The hotels and
 * customers orders refer to are in customersSchema.ts, bank transfers in bankTransfersSchema.ts.
 *
 * Money is exact: NUMERIC(19,4) columns, rounded to the currency's decimal places when written, travelling as
 * decimal strings ("1250.00"); never binary floating point. Currencies are ISO 4217 codes (the catalogue's
 * `code`), so that lists filter and group by them without a join.
 *
 * The order indexes serve `Order/GetOrders` at a million rows: every list is "one tenant, newest first", narrowed
 * by status, currency, agent, voucher or a date, so each of those leads with the tenant and ends with the
 * creation time (see docs/performance.md).
 */

/** The order columns the creation-time indexes carry after their keys (see the orders table). */
const riding = (
  t: Record<
    | 'status'
    | 'currency'
    | 'userCode'
    | 'amount'
    | 'paidAmount'
    | 'isPartialPayment'
    | 'hotelId'
    | 'checkInDate'
    | 'checkOutDate',
    AnyPgColumn
  >,
) =>
  [
    t.status,
    t.currency,
    t.userCode,
    t.amount,
    t.paidAmount,
    t.isPartialPayment,
    t.hotelId,
    t.checkInDate,
    t.checkOutDate,
  ] as const;

/** Order status: 1 pending (nothing paid), 2 partially paid, 3 paid, 4 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    /** Upper case; unique per tenant. */
    voucherNo: text('voucher_no').notNull(),
    /** The agent who sold it (a user's agent code), or null for a direct sale. */
    userCode: text('user_code'),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    adults: smallint('adults').notNull().default(2),
    children: smallint('children').notNull().default(0),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    currency: text('currency').notNull(),
    isPartialPayment: boolean('is_partial_payment').notNull().default(false),
    status: smallint('status').notNull().default(1),
    /**
     * A payment was charged after the order (or the payment) was cancelled: a provider's late success arrived.
     * Finance refunds it; the order list, the order record and the dashboard flag it until then.
     */
    chargedAfterCancel: boolean('charged_after_cancel').notNull().default(false),
    creationTime: creationTime(),
    lastModificationTime: timestamp('last_modification_time', { mode: 'date', precision: 3 }),
    /**
     * The list's sort keys of the customer and hotel columns: `cc_fold(name || ' ' || surname)` of the customer
     * and `cc_fold(name)` of the hotel, written by triggers (migration 0011) when an order is inserted or moved to
     * another customer or hotel, and when a customer or hotel is renamed. Sorting by them is then an index scan
     * of orders, instead of joining and sorting every order of the tenant (35 s at a million).
     */
    customerSortKey: text('customer_sort_key').notNull().default(''),
    hotelSortKey: text('hotel_sort_key').notNull().default(''),
  },
  (t) => [
    // Vouchers are looked up exactly and by their beginning (LIKE 'RS-1%'), and sorted in byte order (USING ~<~).
    uniqueIndex('orders_tenant_voucher_uq').on(t.tenantId, t.voucherNo.op('text_pattern_ops')),
    // The list's default order (newest first) and the dashboard's window of days. The columns after the id only
    // ride along (Drizzle has no INCLUDE): filters on them, counts and the dashboard's sums read the index alone
    // (index-only scans) instead of a heap page per order. The second one is the host's, over every tenant.
    index('orders_tenant_created_idx').on(t.tenantId, t.creationTime, t.id, ...riding(t)),
    index('orders_created_idx').on(
      t.creationTime,
      t.id,
      t.tenantId,
      t.status,
      t.currency,
      t.amount,
      t.paidAmount,
    ),
    // One per sortable column: the column, then the list's tie-breakers (creation time, id). Each serves the
    // list sorted by the column both ways, and filtered by it (a value or a range) newest first.
    // The status list also carries the currency: "paid in RSD since May" counts from this index alone.
    index('orders_tenant_status_created_idx').on(t.tenantId, t.status, t.creationTime, t.id, t.currency),
    index('orders_tenant_currency_created_idx').on(t.tenantId, t.currency, t.creationTime, t.id),
    index('orders_tenant_user_code_created_idx').on(t.tenantId, t.userCode, t.creationTime, t.id),
    index('orders_tenant_check_in_idx').on(t.tenantId, t.checkInDate, t.creationTime, t.id),
    index('orders_tenant_check_out_idx').on(t.tenantId, t.checkOutDate, t.creationTime, t.id),
    index('orders_tenant_amount_idx').on(t.tenantId, t.amount, t.creationTime, t.id),
    index('orders_tenant_paid_amount_idx').on(t.tenantId, t.paidAmount, t.creationTime, t.id),
    index('orders_tenant_partial_idx').on(t.tenantId, t.isPartialPayment, t.creationTime, t.id),
    // The few orders charged after a cancellation (refund due): the dashboard's count and the list's filter.
    index('orders_tenant_charged_after_cancel_idx')
      .on(t.tenantId, t.creationTime, t.id)
      .where(sql`${t.chargedAfterCancel}`),
    index('orders_tenant_customer_sort_idx').on(t.tenantId, t.customerSortKey, t.creationTime, t.id),
    index('orders_tenant_hotel_sort_idx').on(t.tenantId, t.hotelSortKey, t.creationTime, t.id),
    // A customer's orders, newest first (and the foreign key's look-ups).
    index('orders_customer_idx').on(t.customerId, t.creationTime, t.id),
    check('orders_status_ck', sql`${t.status} between 1 and 4`),
    check('orders_dates_ck', sql`${t.checkOutDate} > ${t.checkInDate}`),
    check('orders_amounts_ck', sql`${t.amount} >= 0 and ${t.paidAmount} >= 0`),
  ],
);

/** What an order is made of. Kind: 1 room, 2 board, 3 extra. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_kind_ck', sql`${t.kind} between 1 and 3`),
  ],
);

/** The people travelling. Kind: 1 adult, 2 child, 3 infant. */
export const orderTravellers = pgTable(
  'order_travellers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    isLead: boolean('is_lead').notNull().default(false),
  },
  (t) => [index('order_travellers_order_idx').on(t.orderId)],
);

/**
 * Type 0 APM, 1 CC, 2 BT. Status 0 created, 10 waiting, 20 succeeded, 30 error, 40 canceled, 50 requiresAction,
 * 60 detached; only server/services/paymentTransitions.ts changes it. Push status (to the reservation system):
 * 0 not pushed, 1 pushed, 2 failed.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    payer: text('payer').notNull(),
    email: text('email').notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    paymentProviderId: integer('payment_provider_id').references(() => paymentProviders.id),
    pushStatus: smallint('push_status').notNull().default(0),
    providerReference: text('provider_reference'),
    /** One per payment attempt: a repeated request with the same key finds this payment instead of paying twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    creationTime: creationTime(),
    lastModificationTime: timestamp('last_modification_time', { mode: 'date', precision: 3 }),
  },
  (t) => [
    uniqueIndex('payments_tenant_idempotency_key_uq').on(t.tenantId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId, t.creationTime),
    // Payments newest first, and the dashboard's payments by status, per tenant and for every tenant (index-only
    // scans; the status rides along).
    index('payments_tenant_created_status_idx').on(t.tenantId, t.creationTime, t.status),
    index('payments_created_status_idx').on(t.creationTime, t.tenantId, t.status),
    check('payments_type_ck', sql`${t.type} between 0 and 2`),
    check('payments_status_ck', sql`${t.status} in (0, 10, 20, 30, 40, 50, 60)`),
    check('payments_push_status_ck', sql`${t.pushStatus} between 0 and 2`),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Every status a payment went through: appended in the transaction that changes it, never updated. */
export const paymentStatusHistory = pgTable(
  'payment_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null for the payment's creation. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** Null for the system (the seed, scheduled jobs). */
    userId: bigint('user_id', { mode: 'number' }),
    userName: text('user_name'),
    reason: text('reason'),
    creationTime: creationTime(),
  },
  (t) => [index('payment_status_history_payment_idx').on(t.paymentId, t.creationTime)],
);

/** Signed links an agent sends a customer: the public landing opens the reservation with the token. */
export const reservationLinks = pgTable(
  'reservation_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    voucherNo: text('voucher_no').notNull(),
    agentCode: text('agent_code').notNull(),
    language: text('language').notNull(),
    /** The signed token (reservationLinkToken.ts); the address is made from it and the tenant's public origin. */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { mode: 'date', precision: 3 }).notNull(),
    createdByUserId: bigint('created_by_user_id', { mode: 'number' }),
    createdByUserName: text('created_by_user_name'),
    creationTime: creationTime(),
  },
  (t) => [
    index('reservation_links_tenant_agent_idx').on(t.tenantId, sql`upper(${t.agentCode})`, t.creationTime),
    index('reservation_links_tenant_voucher_idx').on(t.tenantId, t.voucherNo),
    index('reservation_links_tenant_created_idx').on(t.tenantId, t.creationTime),
  ],
);

/**
 * Who changed what and when, for orders, payments and bank transfers: written in the transaction of the change.
 * `changes` maps a field to its [before, after] values.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    userName: text('user_name'),
    reason: text('reason'),
    creationTime: creationTime(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entityType, t.entityId, t.creationTime)],
);
