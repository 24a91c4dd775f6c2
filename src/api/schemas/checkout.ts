import { z } from 'zod';
import { v } from './common';
import { money } from './money';
import { paymentStatusDto } from './payment';
import { MaxLength } from './rules';

/**
 * The public payment calls of the booking flow (issue 13): `Payment/GetPaymentMethods`, `CCPay`, `APMPay`,
 * `BTPay`, and what the visitor reads of a payment (`GetPaymentStatus`, `CheckPaymentStatus` with a booking
 * grant). Money travels as exact decimal text with the currency's places.
 */

/** GetPaymentMethods?tenantId[&orderId]: the order defaults to the one the booking grant covers. */
export const getPaymentMethodsInput = z.object({ tenantId: v.id(), orderId: v.optionalInt(1) });

export const paymentMethodDto = z.object({
  type: z.number().int().describe('0 APM, 1 CC, 2 BT'),
  providerId: z.number().int(),
  name: z.string(),
  adapter: z.string(),
  isSandbox: z.boolean(),
});

export const openPaymentDto = z.object({
  paymentId: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  amount: money(),
  /** A pending bank transfer's reference and deadline (ISO time); null for other payments. */
  bankTransfer: z.object({ reference: z.string(), deadline: z.string() }).nullable(),
});

export const paymentMethodsDto = z.object({
  tenantId: z.number().int(),
  orderId: z.number().int(),
  voucherNo: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  amount: money(),
  paidAmount: money(),
  amountDue: money(),
  methods: z.array(paymentMethodDto),
  isPartialPaymentAllowed: z.boolean(),
  /** Per payment (a part payment's floor; any payment's ceiling), in the order's currency; null: no limit. */
  minAmount: money().nullable(),
  maxAmount: money().nullable(),
  /** Payments of this order still in progress (a pending bank transfer, a card payment at its 3-D Secure step). */
  openPayments: z.array(openPaymentDto),
  /** Outside production: the card form lists the simulator's test cards. */
  showTestCards: z.boolean(),
});

/** CCPay, APMPay, BTPay. The attempt's idempotency key comes in the `Idempotency-Key` header or here. */
export const payInput = z.object({
  tenantId: v.id(),
  orderId: v.id(),
  amount: v.string(24),
  payer: v.string(MaxLength.name + MaxLength.surname + 1),
  email: v.email(),
  idempotencyKey: v.optionalString(200),
});

export const bankTransferInstructionsDto = z.object({
  bankTransferId: z.number().int(),
  status: z.number().int().describe('1 pending, 2 successful, 3 timeout, 4 error'),
  reference: z.string(),
  amount: money(),
  currency: z.string(),
  beneficiary: z.string(),
  bankName: z.string(),
  /** Electronic form (no spaces); shown in groups of four. */
  iban: z.string(),
  bic: z.string(),
  /** ISO time: a transfer not received by then times out. */
  deadline: z.string(),
  /** EPC069-12 payload for a QR code (euros only), else null. */
  epcQrPayload: z.string().nullable(),
});

/** What the visitor reads about one payment (GetPaymentStatus/CheckPaymentStatus with a grant, and Pay answers). */
export const publicPaymentDto = paymentStatusDto.extend({
  /** The provider's decline or failure reason (Revolut's names), when the payment failed or was declined. */
  failureReason: z.string().nullable(),
  /** Where the payer goes to pay (again): the card form, the hosted page, the provider's checkout; null when done. */
  redirectUrl: z.string().nullable(),
  bankTransfer: bankTransferInstructionsDto.nullable(),
});

export type PaymentMethodsDto = z.infer<typeof paymentMethodsDto>;
export type PublicPaymentDto = z.infer<typeof publicPaymentDto>;
export type BankTransferInstructionsDto = z.infer<typeof bankTransferInstructionsDto>;
