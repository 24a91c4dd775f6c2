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
import { op, type ServiceContext, type ServiceDefinition } from '../abp/service.js';
import { bankTransfers, orders, payments } from '../db/schema.js';
import { commitBankTransfer } from './bankTransferCommit.js';
import { agentScope, currencyDecimals, isoOrNull, moneyOf } from './operationsRules.js';
import { paymentCrud } from './Order.js';
import { reportedStatus } from './paymentGateway.js';
import { movePayment, type PaymentRow } from './paymentTransitions.js';

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
 * and committing need Pages.Orders.Payments too. Every change goes through the transition table
 * (paymentTransitions.ts): an illegal one is a 400 and changes nothing.
 */
export const paymentService: ServiceDefinition = {
  name: 'Payment',
  permission: Permissions.Orders,
  hostMayEnterTenant: true,
  operations: {
    GetPaymentStatus: op({
      input: paymentIdInput,
      output: paymentStatusDto,
      handler: async (ctx, input) => statusDto(ctx, (await findPayment(ctx, input.paymentId)).id),
    }),
    /** Asks the payment's source of truth (its transfer, its provider) and applies what it reports. */
    CheckPaymentStatus: op({
      permission: Permissions.OrdersPayments,
      input: paymentIdInput,
      output: paymentStatusDto,
      handler: async (ctx, input) => {
        const before = await findPayment(ctx, input.paymentId);
        await inTransaction(ctx, async (tx) => {
          const [payment] = await tx.db
            .select()
            .from(payments)
            .where(eq(payments.id, before.id))
            .for('update');
          if (!payment) throw new EntityNotFoundError('Payment', before.id);
          const reported = await reportedStatus(tx, payment);
          if (reported !== payment.status) await movePayment(tx, payment, reported, 'Status check');
        });
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
