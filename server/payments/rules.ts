import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import {
  canonicalDecimal,
  compareDecimals,
  decimalDigits,
  scaledDecimal,
} from '../../src/api/schemas/decimal.js';
import { PARTIAL_PAYMENT_MINIMUM_PERCENT } from '../../src/api/schemas/reservation.js';
import { isOpenPayment, type PaymentStatus } from '../../src/api/schemas/payment.js';
import type { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { OrderStatus } from '../../src/api/schemas/order.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import type { Db } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { currencies, paymentAvailableAgencies, paymentProviders, payments, tenants } from '../db/schema.js';
import { agentCodeKey, moneyOf } from '../services/operationsRules.js';
import type { ProviderRow } from './registry.js';

/** An amount as exact text with `decimals` places, from a BigInt of minor units. */
export function fromMinor(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${text}` : text;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * What the payer of one order may do (Payment/GetPaymentMethods): the payment types the tenant's active
 * providers offer in the order's currency (one provider per type: a real one before the simulator), narrowed
 * by the agency rule of the order's agent (payment available agencies: types, and in the rule's currency a
 * minimum and maximum per payment and whether part of the amount may be paid). An order sold with part
 * payments (`isPartialPayment`) may be paid in parts of at least 30 % of its amount (the reservation page's rule).
 */
export interface PaymentOptions {
  order: OrderRow;
  decimals: number;
  amountDue: string;
  providers: Map<PaymentType, ProviderRow>;
  isPartialPaymentAllowed: boolean;
  /** Per payment, in the order's currency; null: no limit. */
  minAmount: string | null;
  maxAmount: string | null;
}

export async function paymentOptions(db: Db, order: OrderRow): Promise<PaymentOptions> {
  const [currency] = await db
    .select({ id: currencies.id, decimals: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.code, order.currency));
  const decimals = currency?.decimals ?? 2;
  const due = scaledDecimal(order.amount, decimals) - scaledDecimal(order.paidAmount, decimals);
  const amountDue = fromMinor(due > 0n ? due : 0n, decimals);
  const rows = await db
    .select()
    .from(paymentProviders)
    .where(
      and(
        eq(paymentProviders.tenantId, order.tenantId),
        eq(paymentProviders.isActive, true),
        eq(paymentProviders.isDeleted, false),
        sql`${order.currency} = any(${paymentProviders.supportedCurrencies})`,
      ),
    )
    .orderBy(asc(paymentProviders.id));
  const rule = order.userCode
    ? (
        await db
          .select()
          .from(paymentAvailableAgencies)
          .where(
            and(
              eq(paymentAvailableAgencies.tenantId, order.tenantId),
              eq(paymentAvailableAgencies.isActive, true),
              sql`upper(${paymentAvailableAgencies.agentCode}) = ${agentCodeKey(order.userCode)}`,
            ),
          )
      )[0]
    : undefined;
  const providers = new Map<PaymentType, ProviderRow>();
  for (const row of rows) {
    const type = row.paymentType as PaymentType;
    if (rule && !rule.paymentTypes.includes(type)) continue;
    const current = providers.get(type);
    if (!current || (current.adapter === 'simulator' && row.adapter !== 'simulator'))
      providers.set(type, row);
  }
  const sameCurrency = !!rule && rule.currencyId !== null && rule.currencyId === currency?.id;
  const limit = (value: string | null | undefined) =>
    sameCurrency && value ? moneyOf(value, decimals) : null;
  // An order sold with part payments takes at least its share (as the reservation page tells the visitor).
  const total = scaledDecimal(order.amount, decimals);
  const share = (total * BigInt(PARTIAL_PAYMENT_MINIMUM_PERCENT) + 99n) / 100n;
  const orderMinimum = order.isPartialPayment ? fromMinor(share < due ? share : due, decimals) : null;
  const ruleMinimum = limit(rule?.minAmount);
  const minAmount =
    orderMinimum && ruleMinimum
      ? compareDecimals(orderMinimum, ruleMinimum) > 0
        ? orderMinimum
        : ruleMinimum
      : (orderMinimum ?? ruleMinimum);
  return {
    order,
    decimals,
    amountDue,
    providers,
    isPartialPaymentAllowed: order.isPartialPayment || (rule?.isPartialPaymentAllowed ?? false),
    minAmount,
    maxAmount: limit(rule?.maxAmount),
  };
}

/**
 * The amount of a new payment, checked exactly: a decimal with at most the currency's places, above zero, not
 * above the amount due; the whole amount due unless part payments are allowed; within the agency's range
 * (a remainder below the minimum may still be paid in full). Returns its canonical text with the places.
 */
export function checkAmount(options: PaymentOptions, amount: string): string {
  const { decimals, amountDue } = options;
  if (!/^\d{1,15}(\.\d+)?$/.test(amount.trim())) throw fieldError(['amount'], 'PaymentAmountInvalid');
  if (decimalDigits(amount).scale > decimals)
    throw fieldError(['amount'], 'FieldDecimalPlaces', 'Amount', options.order.currency, decimals);
  const text = moneyOf(canonicalDecimal(amount), decimals);
  if (compareDecimals(text, '0') <= 0) throw fieldError(['amount'], 'PaymentAmountInvalid');
  if (compareDecimals(amountDue, '0') <= 0) throw fieldError(['amount'], 'OrderAlreadyPaid');
  if (compareDecimals(text, amountDue) > 0)
    throw fieldError(['amount'], 'PaymentAmountAboveDue', amountDue, options.order.currency);
  const full = compareDecimals(text, amountDue) === 0;
  if (!full && !options.isPartialPaymentAllowed)
    throw fieldError(['amount'], 'PaymentAmountMustBeFull', amountDue, options.order.currency);
  if (!full && options.minAmount && compareDecimals(text, options.minAmount) < 0)
    throw fieldError(['amount'], 'PaymentAmountBelowMinimum', options.minAmount, options.order.currency);
  if (options.maxAmount && compareDecimals(text, options.maxAmount) > 0)
    throw fieldError(['amount'], 'PaymentAmountAboveMaximum', options.maxAmount, options.order.currency);
  return text;
}

/**
 * The order's payments that can still change (created, waiting, requires action), newest first; with
 * `startedByPayer`, only the attempts made on the public pages (staff and imported payments are theirs to settle).
 */
export async function openPayments(db: Db, orderId: number, startedByPayer = false) {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, [0, 10, 50]),
        startedByPayer ? like(payments.idempotencyKey, 'pay:%') : undefined,
      ),
    )
    .orderBy(sql`${payments.id} desc`);
  return rows.filter((p) => isOpenPayment(p.status as PaymentStatus));
}

/** Today's calendar date (`YYYY-MM-DD`, UTC), which a stay's check-out date is compared with. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Why the payer may not pay this order online, or null: a cancelled order is never payable; a stay that is over
 * (its check-out date in the past) only where the tenant allows payment after the stay
 * (`tenants.allow_payment_after_stay`).
 */
export type PaymentClosure = { reason: 'cancelled' } | { reason: 'stayOver'; checkOut: string } | null;

export async function paymentClosure(
  db: Db,
  order: Pick<OrderRow, 'status' | 'tenantId' | 'checkOutDate'>,
): Promise<PaymentClosure> {
  if (order.status === OrderStatus.Cancelled) return { reason: 'cancelled' };
  if (order.checkOutDate >= today()) return null;
  return (await stayOverPaymentAllowed(db, order.tenantId))
    ? null
    : { reason: 'stayOver', checkOut: order.checkOutDate };
}

/** The tenant's switch: may a stay that is over still be paid online? */
export async function stayOverPaymentAllowed(db: Db, tenantId: number): Promise<boolean> {
  const [tenant] = await db
    .select({ allowed: tenants.allowPaymentAfterStay })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant?.allowed ?? false;
}

/** The translated 400 of a closed order (pay, basket to order); the stay's end as the culture writes dates. */
export function closedError(closure: NonNullable<PaymentClosure>, culture: string): UserFriendlyError {
  if (closure.reason === 'cancelled')
    return new UserFriendlyError(
      { key: 'OrderCancelledCannotPay' },
      { key: 'ContactYourTravelAgent' },
      0,
      400,
    );
  const day = new Intl.DateTimeFormat(culture === 'sr' ? 'sr-Latn' : culture, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${closure.checkOut}T00:00:00Z`));
  return new UserFriendlyError(
    { key: 'StayOverCannotPay', args: [day] },
    { key: 'ContactYourTravelAgent' },
    0,
    400,
  );
}

/**
 * The attempts the payer started on this order within the last hour (the payments table's rows with a payer's
 * idempotency key): read from the database, so the cap holds across instances.
 */
export async function recentAttempts(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        like(payments.idempotencyKey, 'pay:%'),
        gt(payments.creationTime, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.n ?? 0);
}
