import { and, eq, type SQL } from 'drizzle-orm';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import { PaymentStatus } from '../../src/api/schemas/payment.js';
import { AbpValidationError } from '../abp/errors.js';
import type { MessageKey } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import { bankTransfers, payments } from '../db/schema.js';
import { movePayment } from './paymentTransitions.js';
import { actor, audit } from './operationsRules.js';

export type BankTransferRow = typeof bankTransfers.$inferSelect;

export const bankTransferStatusKey: Record<number, MessageKey> = {
  1: 'BankTransferStatusPending',
  2: 'BankTransferStatusSuccessful',
  3: 'BankTransferStatusTimeout',
  4: 'BankTransferStatusError',
};

/** Why a transfer cannot be committed: what it is now, as the refusal says it. */
export interface TransferState {
  status: number;
  /** Its payment's status and its reference, when known: a transfer cancelled for being paid otherwise says so. */
  paymentStatus?: number;
  reference?: string;
}

/** A transfer's state as a refused commit names it (its payment's status tells a cancelled transfer apart). */
export async function transferState(
  tx: ServiceContext,
  transfer: Pick<BankTransferRow, 'status' | 'reference' | 'paymentId'>,
): Promise<TransferState> {
  const [payment] = await tx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, transfer.paymentId));
  return { status: transfer.status, reference: transfer.reference, paymentStatus: payment?.status };
}

export const notPending = (ctx: ServiceContext, state: TransferState) =>
  state.status === BankTransferStatus.Error && state.paymentStatus === PaymentStatus.Canceled
    ? new AbpValidationError([
        { text: { key: 'BankTransferCanceled', args: [state.reference ?? ''] }, members: ['id'] },
      ])
    : notPendingAs(ctx, state.status);

const notPendingAs = (ctx: ServiceContext, status: number) =>
  new AbpValidationError([
    {
      text: {
        key: 'BankTransferNotPending',
        args: [ctx.t(bankTransferStatusKey[status] ?? 'BankTransferStatusError')],
      },
      members: ['id'],
    },
  ]);

/**
 * Commits a pending bank transfer exactly once, in the caller's transaction: `UPDATE … SET status = 2 WHERE …
 * AND status = 1 RETURNING *` takes the row; of concurrent commits (fifty staff clicks at once) PostgreSQL lets
 * one through and the others, once it commits, find the status changed and update nothing: they get a 400
 * naming the status. Then the transfer's payment moves to succeeded (and its order's paid amount with it)
 * through the transition table, so a payment that can no longer succeed refuses the whole commit. Lock order
 * everywhere: transfer, payment, order.
 *
 * `match` picks the transfer (its id, or its payment) within the caller's scope; `find` says why nothing matched
 * (throws the 404 when the transfer is not the caller's to see, else returns its status). A transfer cancelled
 * because its order was paid another way (paymentTransitions.ts) is refused with that reason.
 */
export async function commitBankTransfer(
  tx: ServiceContext,
  match: SQL | undefined,
  find: () => Promise<TransferState>,
  reason: string | null,
): Promise<BankTransferRow> {
  const [committed] = await tx.db
    .update(bankTransfers)
    .set({
      status: BankTransferStatus.Successful,
      statusTime: new Date(),
      committedByUserId: actor(tx).userId,
    })
    .where(and(match, eq(bankTransfers.status, BankTransferStatus.Pending)))
    .returning();
  if (!committed) throw notPending(tx, await find());
  const [payment] = await tx.db
    .select()
    .from(payments)
    .where(eq(payments.id, committed.paymentId))
    .for('update');
  if (!payment) throw new Error(`bank transfer ${committed.id} has no payment`);
  await audit(tx, {
    tenantId: committed.tenantId,
    entityType: 'BankTransfer',
    entityId: committed.id,
    action: 'Committed',
    changes: { status: [BankTransferStatus.Pending, BankTransferStatus.Successful] },
    reason,
  });
  await movePayment(tx, payment, PaymentStatus.Succeeded, reason ?? `Bank transfer ${committed.reference}`);
  return committed;
}
