import { and, eq } from 'drizzle-orm';
import { EmailKind } from '../../src/api/schemas/emailType.js';
import { canMovePayment, isOpenPayment, PaymentStatus } from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { inTransaction } from '../abp/crud/index.js';
import type { AppDeps } from '../abp/deps.js';
import { translate, type Culture, type MessageKey } from '../abp/l10n/index.js';
import type { ServiceContext } from '../abp/service.js';
import { auditLogs, orders, paymentAttempts, payments } from '../db/schema.js';
import { reportedStatus } from '../services/paymentGateway.js';
import { movePayment, type PaymentRow } from '../services/paymentTransitions.js';
import { audit, currencyDecimals, moneyOf } from '../services/operationsRules.js';
import { sendPaymentEmail } from './emails.js';
import { adapterFor, providerById } from './registry.js';
import { paymentRuntime } from './runtime.js';
import { statusForState } from './types.js';

/** A context for work nobody signed in for (webhooks, the simulator): acts as the system, in English. */
export function systemContext(deps: AppDeps, base?: Partial<ServiceContext>): ServiceContext {
  return {
    ...base,
    db: deps.db,
    deps,
    session: { userId: null, tenantId: null, user: null },
    culture: 'en',
    t: (key: MessageKey, ...args: (string | number)[]) => translate('en', key, args),
  } as ServiceContext;
}

const cultureOf = (code: string): Culture =>
  (['en', 'ro', 'mk', 'bs', 'sr', 'sq', 'de'] as const).find((c) => c === code) ?? 'en';

/** The provider's reason as the payer reads it. */
export function reasonText(culture: Culture, reason: string | null): string {
  const keys: Record<string, MessageKey> = {
    do_not_honour: 'PaymentDeclinedByBank',
    insufficient_funds: 'PaymentDeclinedInsufficientFunds',
    '3ds_challenge_failed': 'PaymentDeclinedVerificationFailed',
    '3ds_challenge_abandoned': 'PaymentDeclinedVerificationFailed',
    customer_challenge_failed: 'PaymentDeclinedVerificationFailed',
    cancelled_by_payer: 'PaymentCancelledByPayer',
  };
  return translate(culture, keys[reason ?? ''] ?? 'PaymentDeclinedOther');
}

const intlLocale = (culture: Culture) => (culture === 'sr' ? 'sr-Latn' : culture);

/** Sends the e-mail that goes with a payment's new status (success, failure), in the background, once. */
export async function notifyStatus(deps: AppDeps, paymentId: number) {
  const [row] = await deps.db
    .select({ payment: payments, attempt: paymentAttempts })
    .from(payments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment, attempt } = row;
  const kind =
    payment.status === PaymentStatus.Succeeded
      ? EmailKind.PaymentReceived
      : payment.status === PaymentStatus.Error
        ? EmailKind.PaymentFailed
        : null;
  if (kind === null) return;
  const culture = cultureOf(attempt.language);
  const decimals = (await currencyDecimals(deps.db, [payment.currency]))(payment.currency);
  const amount = moneyOf(payment.amount, decimals);
  const methodKey: Record<number, MessageKey> = {
    [PaymentType.AlternativePayment]: 'PaymentMethodAlternative',
    [PaymentType.CreditCard]: 'PaymentMethodCard',
    [PaymentType.BankTransfer]: 'PaymentMethodBankTransfer',
  };
  const values = {
    amount: new Intl.NumberFormat(intlLocale(culture), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(amount)),
    currency: payment.currency,
    paymentDate: new Intl.DateTimeFormat(intlLocale(culture), {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(payment.lastModificationTime ?? new Date()),
    paymentMethod: translate(culture, methodKey[payment.type] ?? 'PaymentMethodCard'),
    reason: reasonText(culture, attempt.failureReason),
    retryUrl: `${attempt.publicOrigin ?? ''}/result/${payment.id}`,
  };
  paymentRuntime(deps).background(() => sendPaymentEmail(deps.db, deps, payment.id, kind, values));
}

/**
 * Asks the payment's source of truth and applies what it says, through the transition table: a payment made
 * through an adapter asks its provider (`retrieve`: the only proof of success; a webhook just triggers this),
 * a bank transfer follows its transfer, and an older payment without an attempt keeps the gateway's
 * by-e-mail simulation. A final payment stays as it is. Returns the payment as it is afterwards.
 */
export async function syncPayment(
  ctx: ServiceContext,
  paymentId: number,
  reason: string,
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .select({ payment: payments, attempt: paymentAttempts })
    .from(payments)
    .leftJoin(paymentAttempts, eq(paymentAttempts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  const { payment, attempt } = row;
  if (!isOpenPayment(payment.status as PaymentStatus)) return payment;
  let target: PaymentStatus | null;
  let providerState: { state: string; failureReason: string | null } | null = null;
  if (!attempt || payment.type === PaymentType.BankTransfer || !payment.providerReference) {
    target = await reportedStatus(ctx, payment);
  } else {
    const provider = payment.paymentProviderId ? await providerById(ctx.db, payment.paymentProviderId) : null;
    if (!provider) return payment;
    const order = await adapterFor(ctx.db, ctx.deps, provider).retrieve(payment.providerReference);
    providerState = { state: order.state, failureReason: order.failureReason };
    target = statusForState(order.state);
  }
  const moved = await inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) return null;
    if (providerState && attempt && attempt.adapter !== 'simulator')
      await tx.db
        .update(paymentAttempts)
        .set({ ...providerState, lastModificationTime: new Date() })
        .where(eq(paymentAttempts.paymentId, paymentId));
    const from = locked.status as PaymentStatus;
    if (target === null || target === from || !canMovePayment(from, target)) return null;
    return movePayment(tx, locked, target, reason);
  });
  if (moved) {
    await notifyStatus(ctx.deps, paymentId);
    return moved;
  }
  const [now] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  return now ?? payment;
}

/** The audit action of a payment its provider charged after it was cancelled here: finance refunds it. */
export const CHARGED_AFTER_CANCEL = 'ChargedAfterCancel';

/**
 * A provider's word about a payment already cancelled here (a webhook): if the provider says it charged the payer
 * anyway (the payer finished the provider's page before the cancellation reached it), the payment gets one audit
 * entry saying so, which the order's history shows to finance staff for a refund. Nothing else changes: the
 * order's paid amount counts only what the server accepted. Returns whether the charge is new.
 */
export async function noteLateCharge(ctx: ServiceContext, paymentId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ payment: payments, attempt: paymentAttempts })
    .from(payments)
    .innerJoin(paymentAttempts, eq(paymentAttempts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== PaymentStatus.Canceled) return false;
  const { payment } = row;
  if (!payment.paymentProviderId || !payment.providerReference) return false;
  const provider = await providerById(ctx.db, payment.paymentProviderId);
  if (!provider) return false;
  const order = await adapterFor(ctx.db, ctx.deps, provider).retrieve(payment.providerReference);
  if (order.state !== 'completed') return false;
  return inTransaction(ctx, async (tx) => {
    await tx.db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
    const [noted] = await tx.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entityType, 'Payment'),
          eq(auditLogs.entityId, paymentId),
          eq(auditLogs.action, CHARGED_AFTER_CANCEL),
        ),
      );
    if (noted) return false;
    await audit(tx, {
      tenantId: payment.tenantId,
      entityType: 'Payment',
      entityId: paymentId,
      action: CHARGED_AFTER_CANCEL,
      changes: {},
      reason: `The provider charged ${payment.amount} ${payment.currency} (order ${payment.providerReference}) after the payment was cancelled: refund it`,
    });
    // The order shows it (list, record, dashboard) until finance has refunded it.
    await tx.db.update(orders).set({ chargedAfterCancel: true }).where(eq(orders.id, payment.orderId));
    return true;
  });
}
