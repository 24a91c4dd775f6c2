import { and, eq, inArray } from 'drizzle-orm';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import {
  getPaymentMethodsInput,
  payInput,
  paymentMethodsDto,
  publicPaymentDto,
  type PaymentMethodsDto,
  type PublicPaymentDto,
} from '../../src/api/schemas/checkout.js';
import { isOpenPayment, type PaymentStatus } from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { requireBookingGrant } from '../abp/bookingGrant.js';
import { EntityNotFoundError } from '../abp/errors.js';
import { op, type ServiceContext } from '../abp/service.js';
import { bankTransfers, orders, paymentAttempts, payments } from '../db/schema.js';
import { transferDeadline, transferInstructions } from '../payments/bankTransfer.js';
import { pay } from '../payments/pay.js';
import { openPayments, paymentClosure, paymentOptions } from '../payments/rules.js';
import { paymentRuntime } from '../payments/runtime.js';
import { currencyDecimals, moneyOf } from './operationsRules.js';
import type { PaymentStatusDto } from '../../src/api/types/operations.js';

/** The order the grant covers, in its tenant (a 404 reveals nothing more than the grant already did). */
async function grantedOrder(ctx: ServiceContext, tenantId: number, orderId?: number) {
  const grant = requireBookingGrant(ctx, { tenantId, orderId });
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, grant.orderId), eq(orders.tenantId, tenantId)));
  if (!order) throw new EntityNotFoundError('Order', grant.orderId);
  return order;
}

/** The payment with the grant of its order, or a 403 (the same answer for a payment that does not exist). */
export async function grantedPayment(ctx: ServiceContext, paymentId: number) {
  const [row] = await ctx.db
    .select({ tenantId: payments.tenantId, orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  requireBookingGrant(ctx, row ?? { tenantId: -1, orderId: -1 });
  return row!;
}

/** The visitor's view of a payment: its status, the reason of a failure, where to pay, the transfer's instructions. */
export async function publicPayment(
  ctx: ServiceContext,
  status: PaymentStatusDto,
): Promise<PublicPaymentDto> {
  const [attempt] = await ctx.db
    .select({ failureReason: paymentAttempts.failureReason, checkoutUrl: paymentAttempts.checkoutUrl })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, status.paymentId));
  const decimals = (await currencyDecimals(ctx.db, [status.currency]))(status.currency);
  const open = isOpenPayment(status.status as PaymentStatus);
  return {
    ...status,
    failureReason: attempt?.failureReason ?? null,
    redirectUrl: open && status.type !== PaymentType.BankTransfer ? (attempt?.checkoutUrl ?? null) : null,
    bankTransfer:
      status.type === PaymentType.BankTransfer
        ? await transferInstructions(ctx.db, ctx.deps, status.paymentId, (a) => moneyOf(a, decimals))
        : null,
  };
}

/** The pending transfers of these payments: reference and deadline, by payment id. */
async function pendingTransfers(ctx: ServiceContext, paymentIds: number[]) {
  const rows = paymentIds.length
    ? await ctx.db
        .select()
        .from(bankTransfers)
        .where(
          and(
            inArray(bankTransfers.paymentId, paymentIds),
            eq(bankTransfers.status, BankTransferStatus.Pending),
          ),
        )
    : [];
  return new Map(
    rows.map((r) => [
      r.paymentId,
      {
        reference: r.reference,
        deadline: transferDeadline(ctx.deps, r.creationTime, r.expiresAt).toISOString(),
      },
    ]),
  );
}

const methods = op({
  anonymous: true,
  input: getPaymentMethodsInput,
  output: paymentMethodsDto,
  handler: async (ctx, input): Promise<PaymentMethodsDto> => {
    const order = await grantedOrder(ctx, input.tenantId, input.orderId);
    const options = await paymentOptions(ctx.db, order);
    // A cancelled booking (or a stay that is over) offers no method: paying it is refused (issue 26).
    const closed = (await paymentClosure(ctx.db, order)) !== null;
    const open = await openPayments(ctx.db, order.id);
    const transfers = await pendingTransfers(
      ctx,
      open.map((p) => p.id),
    );
    return {
      tenantId: order.tenantId,
      orderId: order.id,
      voucherNo: order.voucherNo,
      currency: order.currency,
      decimals: options.decimals,
      amount: moneyOf(order.amount, options.decimals),
      paidAmount: moneyOf(order.paidAmount, options.decimals),
      amountDue: options.amountDue,
      methods: [...(closed ? [] : options.providers.values())]
        .sort((a, b) => [1, 0, 2].indexOf(a.paymentType) - [1, 0, 2].indexOf(b.paymentType))
        .map((p) => ({
          type: p.paymentType,
          providerId: p.id,
          name: p.name,
          adapter: p.adapter,
          isSandbox: p.isSandbox,
        })),
      isPartialPaymentAllowed: options.isPartialPaymentAllowed,
      minAmount: options.minAmount,
      maxAmount: options.maxAmount,
      openPayments: open.map((p) => ({
        paymentId: p.id,
        type: p.type,
        status: p.status,
        amount: moneyOf(p.amount, options.decimals),
        bankTransfer: transfers.get(p.id) ?? null,
      })),
      showTestCards: !paymentRuntime(ctx.deps).settings.production,
    };
  },
});

/** CCPay, APMPay, BTPay: one attempt per idempotency key; the answer says where the payer goes next. */
const payWith = (
  type: PaymentType,
  statusOf: (ctx: ServiceContext, id: number) => Promise<PaymentStatusDto>,
) =>
  op({
    anonymous: true,
    input: payInput,
    output: publicPaymentDto,
    routeConfig: { rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (ctx, input) => {
      await grantedOrder(ctx, input.tenantId, input.orderId);
      const id = await pay(ctx, type, input);
      return publicPayment(ctx, await statusOf(ctx, id));
    },
  });

export const publicPaymentOperations = (
  statusOf: (ctx: ServiceContext, id: number) => Promise<PaymentStatusDto>,
) => ({
  GetPaymentMethods: methods,
  CCPay: payWith(PaymentType.CreditCard, statusOf),
  APMPay: payWith(PaymentType.AlternativePayment, statusOf),
  BTPay: payWith(PaymentType.BankTransfer, statusOf),
});
