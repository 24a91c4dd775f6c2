import { z } from 'zod';
import { dateTimeString, keywordShape, pagedInputShape, v } from './common';
import { MaxLength } from './rules';
import { money } from './money';

/** The spec's payment statuses. */
export const PaymentStatus = {
  Created: 0,
  Waiting: 10,
  Succeeded: 20,
  Error: 30,
  Canceled: 40,
  RequiresAction: 50,
  Detached: 60,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses: readonly PaymentStatus[] = [0, 10, 20, 30, 40, 50, 60];

/**
 * THE payment transition table: from each status, the statuses a payment may move to. The server refuses every
 * other change with a 400 and changes nothing (server/services/paymentTransitions.ts enforces it; the SPA reads
 * it to offer only legal actions). Why it looks like this: docs/decisions/0015-payment-status-transitions.md.
 *
 * | from               | to                                                        |
 * | ------------------ | --------------------------------------------------------- |
 * | 0 created          | 10 waiting, 50 requiresAction, 20, 30, 40, 60              |
 * | 10 waiting         | 50 requiresAction, 20 succeeded, 30 error, 40 canceled, 60 |
 * | 50 requiresAction  | 10 waiting, 20 succeeded, 30 error, 40 canceled, 60        |
 * | 20 succeeded       | none (final: the money arrived; a refund is a new record)  |
 * | 30 error           | none (final: a new attempt is a new payment)               |
 * | 40 canceled        | none (final)                                               |
 * | 60 detached        | none (final: the payment no longer belongs to its order)   |
 *
 * Staying in the same status is not a transition (nothing is recorded).
 */
export const paymentTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  0: [10, 50, 20, 30, 40, 60],
  10: [50, 20, 30, 40, 60],
  50: [10, 20, 30, 40, 60],
  20: [],
  30: [],
  40: [],
  60: [],
};

export const isPaymentStatus = (value: number): value is PaymentStatus =>
  (paymentStatuses as readonly number[]).includes(value);

/** Whether a payment in `from` may move to `to`. */
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) =>
  paymentTransitions[from].includes(to);

/** Whether the payment can still change (not in a final status). */
export const isOpenPayment = (status: PaymentStatus) => paymentTransitions[status].length > 0;

/** Push status (to the reservation system): 0 not pushed, 1 pushed, 2 failed. */
export const PushStatus = { NotPushed: 0, Pushed: 1, Failed: 2 } as const;
export type PushStatus = (typeof PushStatus)[keyof typeof PushStatus];

export const paymentStatusChangeDto = z.object({
  id: z.number().int(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  reason: z.string().nullable(),
  creationTime: dateTimeString,
});

/** A payment of an order (`Order/GetOrderPayments`, and inside `Order/GetOrder`). */
export const paymentDto = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  orderId: z.number().int(),
  voucherNo: z.string(),
  type: z.number().int().describe('0 APM, 1 CC, 2 BT'),
  status: z
    .number()
    .int()
    .describe('0 created, 10 waiting, 20 succeeded, 30 error, 40 canceled, 50 requiresAction, 60 detached'),
  amount: money(),
  currency: z.string(),
  payer: z.string(),
  email: z.string(),
  bankAccountId: z.number().int().nullable(),
  bankAccountIban: z.string().nullable(),
  bankName: z.string().nullable(),
  paymentProviderId: z.number().int().nullable(),
  paymentProviderName: z.string().nullable(),
  pushStatus: z.number().int().describe('0 not pushed, 1 pushed, 2 failed'),
  providerReference: z.string().nullable(),
  creationTime: dateTimeString,
  lastModificationTime: dateTimeString.nullable(),
});

/**
 * Order/GetOrderPayments: the spec's filters OrderId, Email, Payer, PaymentType, BankAccount (an account id),
 * PushStatus; besides them Status and the creation date range.
 */
export const getOrderPaymentsInput = z.object({
  ...pagedInputShape,
  ...keywordShape,
  orderId: v.optionalInt(1),
  email: v.optionalString(MaxLength.emailAddress),
  payer: v.optionalString(MaxLength.name * 2 + 1),
  paymentType: v.optionalList(v.int(0, 2)),
  bankAccount: v.optionalInt(1),
  pushStatus: v.optionalList(v.int(0, 2)),
  status: v.optionalList(v.int(0, 60)),
  startCreationDate: v.optionalDate(),
  endCreationDate: v.optionalDate(),
});

export { orderPaymentSorting } from './listFields';

/** Payment/GetPaymentStatus?paymentId and the answer of CheckPaymentStatus and UpdatePaymentCommit. */
export const paymentStatusDto = z.object({
  paymentId: z.number().int(),
  orderId: z.number().int(),
  voucherNo: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  amount: money(),
  currency: z.string(),
  /** The order's paid amount and status after this payment. */
  orderPaidAmount: money(),
  orderStatus: z.number().int(),
  lastModificationTime: dateTimeString.nullable(),
  /** CheckPaymentStatus: the status before the check, and whether the check changed it. */
  previousStatus: z.number().int().optional(),
  changed: z.boolean().optional(),
});

export const paymentIdInput = z.object({ paymentId: v.id() });
/** UpdatePaymentCommit?paymentId: an optional note kept in the payment's history. */
export const updatePaymentCommitInput = z.object({ paymentId: v.id(), reason: v.optionalString(500) });
