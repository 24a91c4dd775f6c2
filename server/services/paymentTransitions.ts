import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import { scaledDecimal } from '../../src/api/schemas/decimal.js';
import {
  canMovePayment,
  isPaymentStatus,
  PaymentStatus,
  paymentTransitions,
} from '../../src/api/schemas/payment.js';
import { OrderStatus } from '../../src/api/schemas/order.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { AbpValidationError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import { bankTransfers, orders, paymentAttempts, payments, paymentStatusHistory } from '../db/schema.js';
import { cancelAtProvider } from '../payments/registry.js';
import { actor, audit } from './operationsRules.js';

/**
 * The only place a payment's status changes. It enforces THE transition table (`paymentTransitions` in
 * src/api/schemas/payment.ts, written out there and in docs/decisions/0015-payment-status-transitions.md):
 *
 *   0 created        → 10 waiting, 50 requiresAction, 20 succeeded, 30 error, 40 canceled, 60 detached
 *   10 waiting       → 50 requiresAction, 20 succeeded, 30 error, 40 canceled, 60 detached
 *   50 requiresAction → 10 waiting, 20 succeeded, 30 error, 40 canceled, 60 detached
 *   20 succeeded, 30 error, 40 canceled, 60 detached → nothing (final)
 *
 * An illegal move is a 400 naming both statuses, and changes nothing. A legal one, in the caller's transaction:
 * a conditional UPDATE (`… where status = <from>`, so that of two concurrent moves only one applies; the other
 * finds the new status and is refused), one row in payment_status_history, one audit entry; and when the payment
 * succeeds, the order's paid amount and status follow (pending → partially paid → paid; a cancelled order stays
 * cancelled and is flagged "charged after cancel", a refund being due), with its own audit entry, and the order's pending bank transfers that would now overpay it are
 * cancelled (cancelOverpayingTransfers).
 */
export type PaymentRow = typeof payments.$inferSelect;

export const paymentStatusKey: Record<PaymentStatus, MessageKey> = {
  0: 'PaymentStatusCreated',
  10: 'PaymentStatusWaiting',
  20: 'PaymentStatusSucceeded',
  30: 'PaymentStatusError',
  40: 'PaymentStatusCanceled',
  50: 'PaymentStatusRequiresAction',
  60: 'PaymentStatusDetached',
};

const statusOf = (value: number): PaymentStatus => {
  if (!isPaymentStatus(value)) throw new Error(`unknown payment status ${value}`);
  return value;
};

/** The 400 of an illegal move: "A payment cannot go from 'succeeded' to 'canceled'." */
export function illegalMove(ctx: ServiceContext, from: PaymentStatus, to: PaymentStatus) {
  const [a, b] = [ctx.t(paymentStatusKey[from]), ctx.t(paymentStatusKey[to])];
  return from === to
    ? new AbpValidationError([{ text: { key: 'PaymentAlreadyInStatus', args: [a] }, members: ['status'] }])
    : new AbpValidationError([
        { text: { key: 'PaymentTransitionNotAllowed', args: [a, b] }, members: ['status'] },
      ]);
}

export async function movePayment(
  tx: ServiceContext,
  payment: PaymentRow,
  to: PaymentStatus,
  reason: string | null,
): Promise<PaymentRow> {
  const from = statusOf(payment.status);
  if (!canMovePayment(from, to)) throw illegalMove(tx, from, to);
  const [moved] = await tx.db
    .update(payments)
    .set({ status: to, lastModificationTime: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
    .returning();
  if (!moved) {
    // Another request moved it first: judge the move from where the payment is now.
    const [now] = await tx.db.select().from(payments).where(eq(payments.id, payment.id));
    throw illegalMove(tx, statusOf(now?.status ?? from), to);
  }
  await tx.db.insert(paymentStatusHistory).values({
    tenantId: payment.tenantId,
    paymentId: payment.id,
    fromStatus: from,
    toStatus: to,
    reason,
    ...actor(tx),
  });
  await audit(tx, {
    tenantId: payment.tenantId,
    entityType: 'Payment',
    entityId: payment.id,
    action: 'StatusChanged',
    changes: { status: [from, to] },
    reason,
  });
  if (to === PaymentStatus.Succeeded) {
    // Lock order as everywhere (transfer, payment, order): the transfers before the order row.
    const transfers = await pendingTransfersOf(tx, moved);
    const due = await creditOrder(tx, moved);
    const room = await cancelOverpayingTransfers(tx, moved, transfers, due);
    await cancelOverpayingAttempts(tx, moved, room);
  }
  return moved;
}

/** A status constant written into the SQL (a bound parameter would be typed text inside CASE). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Adds a succeeded payment to its order's paid amount and moves the order's status with it. Returns what is
 * still due afterwards, in millionths (negative when the order is overpaid).
 */
async function creditOrder(tx: ServiceContext, payment: PaymentRow): Promise<bigint> {
  const [before] = await tx.db
    .select({ paidAmount: orders.paidAmount, status: orders.status, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!before) throw new Error(`payment ${payment.id} has no order`);
  if (before.currency !== payment.currency)
    throw new AbpValidationError([
      {
        text: { key: 'PaymentCurrencyMismatch', args: [payment.currency, before.currency] },
        members: ['currency'],
      },
    ]);
  const [after] = await tx.db
    .update(orders)
    .set({
      paidAmount: sql`${orders.paidAmount} + cast(${payment.amount} as numeric)`,
      status: sql`case when ${orders.status} = ${n(OrderStatus.Cancelled)} then ${n(OrderStatus.Cancelled)}
        when ${orders.paidAmount} + cast(${payment.amount} as numeric) >= ${orders.amount} then ${n(OrderStatus.Paid)}
        else ${n(OrderStatus.PartiallyPaid)} end`,
      // Money for a cancelled order is kept on record, and flagged for a refund (issue 26).
      ...(before.status === OrderStatus.Cancelled ? { chargedAfterCancel: true } : {}),
      lastModificationTime: new Date(),
    })
    .where(eq(orders.id, payment.orderId))
    .returning({ amount: orders.amount, paidAmount: orders.paidAmount, status: orders.status });
  if (!after) throw new Error(`order ${payment.orderId} vanished`);
  const changes: Record<string, [unknown, unknown]> = { paidAmount: [before.paidAmount, after.paidAmount] };
  if (after.status !== before.status) changes.status = [before.status, after.status];
  if (before.status === OrderStatus.Cancelled) changes.chargedAfterCancel = [false, true];
  await audit(tx, {
    tenantId: payment.tenantId,
    entityType: 'Order',
    entityId: payment.orderId,
    action: 'PaymentReceived',
    changes,
    reason: `Payment ${payment.id}`,
  });
  return scaledDecimal(after.amount, SCALE) - scaledDecimal(after.paidAmount, SCALE);
}

/** Money compared in millionths: finer than any currency's places. */
const SCALE = 6;

type TransferRow = typeof bankTransfers.$inferSelect;

/** The order's other pending bank transfers, oldest first, locked. */
function pendingTransfersOf(tx: ServiceContext, payment: PaymentRow): Promise<TransferRow[]> {
  return tx.db
    .select()
    .from(bankTransfers)
    .where(
      and(
        eq(bankTransfers.status, BankTransferStatus.Pending),
        ne(bankTransfers.paymentId, payment.id),
        inArray(
          bankTransfers.paymentId,
          tx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, payment.orderId)),
        ),
      ),
    )
    .orderBy(asc(bankTransfers.id))
    .for('update');
}

/**
 * After a payment succeeded (a card, an online-banking payment, a committed transfer), the order's pending bank
 * transfers that would now pay more than is still due are cancelled: the oldest ones that still fit stay, the
 * rest end — the transfer as "error" (the spec's transfer statuses have no "canceled"; its audit entry says
 * Canceled and why) and its payment as canceled through the transition table, each with an audit entry. A
 * transfer no longer pending can no longer be committed (bankTransferCommit.ts says why). Returns what is still
 * due once the kept transfers arrive.
 */
async function cancelOverpayingTransfers(
  tx: ServiceContext,
  paid: PaymentRow,
  transfers: TransferRow[],
  due: bigint,
): Promise<bigint> {
  let room = due;
  for (const transfer of transfers) {
    const amount = scaledDecimal(transfer.amount, SCALE);
    if (amount <= room) {
      room -= amount;
      continue;
    }
    const reason = `Payment ${paid.id} paid the order: transfer ${transfer.reference} would overpay it`;
    const [canceled] = await tx.db
      .update(bankTransfers)
      .set({ status: BankTransferStatus.Error, statusTime: new Date() })
      .where(and(eq(bankTransfers.id, transfer.id), eq(bankTransfers.status, BankTransferStatus.Pending)))
      .returning();
    if (!canceled) continue;
    await audit(tx, {
      tenantId: canceled.tenantId,
      entityType: 'BankTransfer',
      entityId: canceled.id,
      action: 'Canceled',
      changes: { status: [BankTransferStatus.Pending, BankTransferStatus.Error] },
      reason,
    });
    const [payment] = await tx.db
      .select()
      .from(payments)
      .where(eq(payments.id, canceled.paymentId))
      .for('update');
    if (payment && isPaymentStatus(payment.status) && canMovePayment(payment.status, PaymentStatus.Canceled))
      await movePayment(tx, payment, PaymentStatus.Canceled, reason);
  }
  return room;
}

/** The failure reason of an attempt cancelled because the order was paid another way (the result page says so). */
export const ORDER_PAID_REASON = 'order_paid';

/**
 * After a payment succeeded, the order's card and online-banking attempts still open (the payer has the card form
 * or the bank's page open in another tab, or a 3-D Secure step waiting) that would now pay more than is still
 * due are cancelled at their provider and here, so that finishing them later charges nothing: the simulator's
 * card form then answers "cancelled", Revolut's order is cancelled through its API. A provider that cannot be
 * reached is not waited for: if it charges anyway, syncPayment notes the late success for a refund.
 */
async function cancelOverpayingAttempts(tx: ServiceContext, paid: PaymentRow, due: bigint) {
  const open = await tx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, paid.orderId),
        ne(payments.id, paid.id),
        ne(payments.type, PaymentType.BankTransfer),
        inArray(payments.status, [
          PaymentStatus.Created,
          PaymentStatus.Waiting,
          PaymentStatus.RequiresAction,
        ]),
      ),
    )
    .orderBy(asc(payments.id))
    .for('update');
  let room = due;
  for (const payment of open) {
    const amount = scaledDecimal(payment.amount, SCALE);
    if (amount <= room) {
      room -= amount;
      continue;
    }
    await cancelAtProvider(tx.db, tx.deps, payment);
    await tx.db
      .update(paymentAttempts)
      .set({ state: 'cancelled', failureReason: ORDER_PAID_REASON, lastModificationTime: new Date() })
      .where(eq(paymentAttempts.paymentId, payment.id));
    await movePayment(
      tx,
      payment,
      PaymentStatus.Canceled,
      `Payment ${paid.id} paid the order: payment ${payment.id} would overpay it`,
    );
  }
}

/** For documentation and tests: every (from, to) pair the table allows. */
export const legalMoves = (): [PaymentStatus, PaymentStatus][] =>
  (Object.entries(paymentTransitions) as [string, readonly PaymentStatus[]][]).flatMap(([from, tos]) =>
    tos.map((to): [PaymentStatus, PaymentStatus] => [Number(from) as PaymentStatus, to]),
  );
