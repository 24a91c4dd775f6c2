import { and, eq } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import {
  paymentIdInput,
  paymentStatusDto,
  PaymentStatus,
  updatePaymentCommitInput,
} from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import type { PaymentStatusDto } from '../../src/api/types/operations.js';
import { inTransaction } from '../abp/crud/index.js';
import { EntityNotFoundError } from '../abp/errors.js';
import { BOOKING_GRANT_HEADER } from '../abp/bookingGrant.js';
import { publicPaymentDto } from '../../src/api/schemas/checkout.js';
import { syncPayment } from '../payments/sync.js';
import { ProviderUnavailableError } from '../payments/types.js';
import { grantedPayment, publicPayment, publicPaymentOperations } from './paymentPublic.js';
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { bankTransfers, orders, payments } from '../db/schema.js';
import { commitBankTransfer } from './bankTransferCommit.js';
import { agentScope, currencyDecimals, isoOrNull, moneyOf } from './operationsRules.js';
import { paymentCrud } from './Order.js';
import { movePayment, type PaymentRow } from './paymentTransitions.js';

/**
 * A call of the public booking flow: it carries a booking grant (and is judged by it, not by a session; the
 * route skipped the permission check for it, see Operation.bookingGrant).
 */
const visitor = (ctx: ServiceContext) => typeof ctx.request.headers[BOOKING_GRANT_HEADER] === 'string';

/** The payment with this id in the caller's scope (an agent: of their own orders), or a 404. */
async function findPayment(ctx: ServiceContext, id: number): Promise<PaymentRow> {
  const row = await paymentCrud.find(ctx, id);
  const scope = await agentScope(ctx);
  if (scope.limited) {
    const [order] = await ctx.db
      .select({ userCode: orders.userCode })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (!order || order.userCode !== scope.agentCode) throw new EntityNotFoundError('Payment', id);
  }
  return row;
}

async function statusDto(ctx: ServiceContext, paymentId: number): Promise<PaymentStatusDto> {
  const [row] = await ctx.db
    .select({
      payment: payments,
      voucherNo: orders.voucherNo,
      orderPaidAmount: orders.paidAmount,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new EntityNotFoundError('Payment', paymentId);
  const d = (await currencyDecimals(ctx.db, [row.payment.currency]))(row.payment.currency);
  return {
    paymentId: row.payment.id,
    orderId: row.payment.orderId,
    voucherNo: row.voucherNo,
    type: row.payment.type,
    status: row.payment.status,
    amount: moneyOf(row.payment.amount, d),
    currency: row.payment.currency,
    orderPaidAmount: moneyOf(row.orderPaidAmount, d),
    orderStatus: row.orderStatus,
    lastModificationTime: isoOrNull(row.payment.lastModificationTime),
  };
}

/**
 * Payment status reads and staff actions on one payment. Reading needs Pages.Orders; checking with the provider
 * and committing need Pages.Orders.Payments too. The payer of a booking (issue 13) reads and checks a payment
 * with the booking grant of its order, and pays through the public operations (paymentPublic.ts). Every change goes through the transition table
 * (paymentTransitions.ts): an illegal one is a 400 and changes nothing.
 */
export const paymentService: ServiceDefinition = {
  name: 'Payment',
  permission: Permissions.Orders,
  hostMayEnterTenant: true,
  operations: {
    ...publicPaymentOperations(statusDto),
    /** Staff with Pages.Orders (an agent: of their own orders), or the payer with the grant of the order. */
    GetPaymentStatus: op({
      bookingGrant: true,
      input: paymentIdInput,
      output: paymentStatusDto.or(publicPaymentDto),
      handler: async (ctx, input) => {
        if (visitor(ctx)) {
          await grantedPayment(ctx, input.paymentId);
          return publicPayment(ctx, await statusDto(ctx, input.paymentId));
        }
        return statusDto(ctx, (await findPayment(ctx, input.paymentId)).id);
      },
    }),
    /**
     * Asks the payment's source of truth (its transfer, its provider) and applies what it reports. Staff need
     * Pages.Orders.Payments; the payer needs the booking grant of the payment's order (and a provider that
     * cannot be reached leaves the payment as it is, so the result page keeps polling).
     */
    CheckPaymentStatus: op({
      permission: Permissions.OrdersPayments,
      bookingGrant: true,
      input: paymentIdInput,
      output: paymentStatusDto.or(publicPaymentDto),
      handler: async (ctx, input) => {
        if (visitor(ctx)) {
          await grantedPayment(ctx, input.paymentId);
          await syncPayment(ctx, input.paymentId, 'Status check by the payer').catch((error: unknown) => {
            if (!(error instanceof ProviderUnavailableError)) throw error;
          });
          return publicPayment(ctx, await statusDto(ctx, input.paymentId));
        }
        const before = await findPayment(ctx, input.paymentId);
        await syncPayment(ctx, before.id, 'Status check');
        const after = await statusDto(ctx, before.id);
        return { ...after, previousStatus: before.status, changed: after.status !== before.status };
      },
    }),
    /**
     * Staff confirm the money arrived: the payment moves to succeeded, exactly once. A bank-transfer payment
     * commits its pending transfer with it (as BankTransfer/BankTransferCommit does).
     */
    UpdatePaymentCommit: op({
      permission: Permissions.OrdersPayments,
      inQuery: true,
      input: updatePaymentCommitInput,
      output: paymentStatusDto,
      handler: async (ctx, input) => {
        const payment = await findPayment(ctx, input.paymentId);
        await inTransaction(ctx, async (tx) => {
          if (payment.type === PaymentType.BankTransfer) {
            const [pending] = await tx.db
              .select({ id: bankTransfers.id })
              .from(bankTransfers)
              .where(
                and(
                  eq(bankTransfers.paymentId, payment.id),
                  eq(bankTransfers.status, BankTransferStatus.Pending),
                ),
              );
            if (pending) {
              await commitBankTransfer(
                tx,
                eq(bankTransfers.id, pending.id),
                async () => {
                  const [now] = await tx.db
                    .select({ status: bankTransfers.status })
                    .from(bankTransfers)
                    .where(eq(bankTransfers.id, pending.id));
                  return now ?? { status: BankTransferStatus.Error };
                },
                input.reason,
              );
              return;
            }
          }
          const [locked] = await tx.db
            .select()
            .from(payments)
            .where(eq(payments.id, payment.id))
            .for('update');
          await movePayment(tx, locked ?? payment, PaymentStatus.Succeeded, input.reason ?? 'Committed');
        });
        return statusDto(ctx, payment.id);
      },
    }),
  },
};
