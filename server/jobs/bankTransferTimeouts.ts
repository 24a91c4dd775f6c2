import { describeError } from '../abp/errorLog.js';
import { and, asc, eq, isNull, lte, notInArray, or } from 'drizzle-orm';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import { canMovePayment, isPaymentStatus, PaymentStatus } from '../../src/api/schemas/payment.js';
import type { AppDeps } from '../abp/deps.js';
import type { ServiceContext } from '../abp/service.js';
import type { Db } from '../db/client.js';
import { bankTransfers, payments } from '../db/schema.js';
import { movePayment } from '../services/paymentTransitions.js';
import { audit } from '../services/operationsRules.js';
import { createPoller, type Poller, type PollerLog } from './poller.js';
import { systemContext } from './systemContext.js';

const HOUR = 3_600_000;

/** A pending transfer's deadline: its own, or its creation plus the configured hours. */
export const deadlineOf = (row: { expiresAt: Date | null; creationTime: Date }, hours: number) =>
  row.expiresAt ?? new Date(row.creationTime.getTime() + hours * HOUR);

/** Pending transfers whose deadline has passed at `now` (served by bank_transfers_pending_due_idx). */
const due = (now: Date, hours: number) =>
  and(
    eq(bankTransfers.status, BankTransferStatus.Pending),
    or(
      lte(bankTransfers.expiresAt, now),
      and(
        isNull(bankTransfers.expiresAt),
        lte(bankTransfers.creationTime, new Date(now.getTime() - hours * HOUR)),
      ),
    ),
  );

/**
 * Times one pending transfer out, in the caller's transaction: pending → timeout with a conditional UPDATE
 * (`… where status = 1`, the same guard as the commit, so of a commit and a time-out racing for one transfer
 * exactly one wins and the other changes nothing), one audit entry, and its payment → canceled through the
 * transition table (one history row) when the payment is still open. Lock order as everywhere: transfer,
 * payment, order. Returns false when the transfer was no longer pending.
 */
export async function timeOutTransfer(tx: ServiceContext, id: number, now: Date, hours: number) {
  const [row] = await tx.db
    .update(bankTransfers)
    .set({ status: BankTransferStatus.Timeout, statusTime: now })
    .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, BankTransferStatus.Pending)))
    .returning();
  if (!row) return false;
  const deadline = deadlineOf(row, hours).toISOString();
  await audit(tx, {
    tenantId: row.tenantId,
    entityType: 'BankTransfer',
    entityId: row.id,
    action: 'TimedOut',
    changes: { status: [BankTransferStatus.Pending, BankTransferStatus.Timeout] },
    reason: `Not paid by ${deadline}`,
  });
  const [payment] = await tx.db.select().from(payments).where(eq(payments.id, row.paymentId)).for('update');
  // A payment that already ended (succeeded elsewhere, failed, canceled) keeps its status.
  if (payment && isPaymentStatus(payment.status) && canMovePayment(payment.status, PaymentStatus.Canceled))
    await movePayment(tx, payment, PaymentStatus.Canceled, `Bank transfer ${row.reference} timed out`);
  return true;
}

export interface TimeoutRun {
  timedOut: number[];
  failed: number[];
}

/**
 * Times out every transfer due at `now`, one short transaction each. `FOR UPDATE SKIP LOCKED` lets two server
 * instances (or a commit in progress) work side by side: a row another transaction holds is skipped now and
 * judged again at the next run. A transfer that fails is logged, left pending and skipped for the rest of
 * this run, so it cannot block the others. At most `limit` per run; the next run continues.
 */
export async function timeOutDueTransfers(
  deps: AppDeps,
  options: { hours: number; now?: Date; limit?: number; log?: PollerLog },
): Promise<TimeoutRun> {
  const { hours, limit = 1000 } = options;
  const now = options.now ?? new Date();
  const run: TimeoutRun = { timedOut: [], failed: [] };
  while (run.timedOut.length + run.failed.length < limit) {
    const picked: { id: number | null } = { id: null };
    try {
      const changed = await deps.db.transaction(async (db) => {
        const [next] = await db
          .select({ id: bankTransfers.id })
          .from(bankTransfers)
          .where(
            and(due(now, hours), run.failed.length ? notInArray(bankTransfers.id, run.failed) : undefined),
          )
          .orderBy(asc(bankTransfers.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return null;
        picked.id = next.id;
        return (await timeOutTransfer(systemContext(deps, db as unknown as Db), next.id, now, hours))
          ? next.id
          : null;
      });
      if (picked.id === null) break;
      if (changed !== null) run.timedOut.push(changed);
    } catch (error) {
      if (picked.id === null) throw error;
      run.failed.push(picked.id);
      options.log?.error(
        { err: describeError(error), bankTransferId: picked.id },
        'bank transfer time-out failed',
      );
    }
  }
  return run;
}

/** The scheduled job: every `pollSeconds`, time out the transfers whose deadline passed. */
export function bankTransferTimeoutJob(
  deps: AppDeps,
  options: { hours: number; pollSeconds: number; log: PollerLog },
): Poller<TimeoutRun> {
  return createPoller({
    name: 'bank-transfer-timeouts',
    intervalMs: options.pollSeconds * 1000,
    work: () => timeOutDueTransfers(deps, { hours: options.hours, log: options.log }),
    log: options.log,
  });
}
