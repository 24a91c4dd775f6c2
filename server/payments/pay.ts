import { and, eq } from 'drizzle-orm';
import { compareDecimals, DECIMAL_PATTERN } from '../../src/api/schemas/decimal.js';
import { EmailKind } from '../../src/api/schemas/emailType.js';
import { PaymentStatus } from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { inTransaction } from '../abp/crud/index.js';
import { EntityNotFoundError, fieldError, UserFriendlyError } from '../abp/errors.js';
import { publicOrigin } from '../abp/publicOrigin.js';
import type { ServiceContext } from '../abp/service.js';
import {
  bankAccounts,
  bankTransfers,
  orders,
  paymentAttempts,
  payments,
  paymentStatusHistory,
} from '../db/schema.js';
import { audit, currencyDecimals, moneyOf } from '../services/operationsRules.js';
import { movePayment, type PaymentRow } from '../services/paymentTransitions.js';
import { accountFor, creditorReference, transferDeadline } from './bankTransfer.js';
import { sendPaymentEmail } from './emails.js';
import { adapterFor, cancelAtProvider, providerById } from './registry.js';
import {
  checkAmount,
  closedError,
  openPayments,
  paymentClosure,
  paymentOptions,
  recentAttempts,
  type PaymentOptions,
} from './rules.js';
import { paymentRuntime } from './runtime.js';
import { ProviderUnavailableError } from './types.js';

export interface PayInput {
  tenantId: number;
  orderId: number;
  amount: string;
  payer: string;
  email: string;
  idempotencyKey: string | null;
}

/** The idempotency key of the attempt: the `Idempotency-Key` header, else the body's field. */
export function idempotencyKeyOf(ctx: ServiceContext, body: string | null): string {
  const header = ctx.request.headers['idempotency-key'];
  const key = (typeof header === 'string' ? header : body)?.trim() ?? '';
  if (!/^[A-Za-z0-9_.:-]{8,200}$/.test(key)) throw fieldError(['idempotencyKey'], 'IdempotencyKeyRequired');
  return key;
}

/** Every attempt's key is stored with this prefix, apart from the keys staff or seeds write. */
const storedKey = (key: string) => `pay:${key}`;

/** A repeated key must repeat the attempt (same order, type, amount and payer); otherwise it is a 400. */
function sameAttempt(existing: PaymentRow, input: PayInput, type: number): PaymentRow {
  const amount = input.amount.trim();
  if (
    existing.orderId !== input.orderId ||
    existing.type !== type ||
    !samePayer(existing, input) ||
    !DECIMAL_PATTERN.test(amount) ||
    compareDecimals(existing.amount, amount) !== 0
  )
    throw fieldError(['idempotencyKey'], 'IdempotencyKeyReused');
  return existing;
}

/** The attempt was started with these payer details (a corrected name or e-mail is a new attempt). */
const samePayer = (existing: PaymentRow, input: PayInput) =>
  existing.payer === input.payer && existing.email.toLowerCase() === input.email.toLowerCase();

/**
 * A new payment attempt on an order, exactly once per idempotency key: the order row is locked for the whole
 * attempt (so parallel requests for one order queue), a key seen before answers with its payment, and the
 * provider's order is created inside the same transaction (if the provider fails, nothing is kept and nothing
 * was charged). An attempt still open on the order is resumed when it is the same kind and amount (a reload, a
 * second tab, a "pay" after closing the card form) with the same payer details; one with other details (a
 * corrected e-mail or name) is replaced, so the new details win and the confirmation goes to them; another card or alternative attempt waiting for the payer is
 * cancelled at its provider and replaced; one the provider is already processing blocks a new one; a pending
 * bank transfer is not repeated. A cancelled order, or a stay that is over where the tenant does not allow paying
 * after it, is refused here, under the order's lock (a cancel that commits first is seen; one that waits for the
 * lock comes after the attempt, and its late charge is flagged on the order). The payer may start at most
 * PAYMENT_ATTEMPTS_PER_HOUR attempts per order within an hour (counted in the payments table).
 */
export async function pay(ctx: ServiceContext, type: PaymentType, input: PayInput): Promise<number> {
  const key = storedKey(idempotencyKeyOf(ctx, input.idempotencyKey));
  const origin = publicOrigin(input.tenantId, ctx.request, ctx.deps.publicOrigins);
  const created = await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.tenantId, input.tenantId)))
      .for('update');
    if (!order) throw new EntityNotFoundError('Order', input.orderId);
    const closure = await paymentClosure(tx.db, order);
    if (closure) throw closedError(closure, tx.culture);
    const [byKey] = await tx.db
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, input.tenantId), eq(payments.idempotencyKey, key)));
    const options = await paymentOptions(tx.db, order);
    if (byKey) return { id: sameAttempt(byKey, input, type).id, isNew: false };
    const provider = options.providers.get(type);
    if (!provider) throw fieldError(['type'], 'PaymentMethodNotAvailable');
    const amount = checkAmount(options, input.amount);
    const opens = await openPayments(tx.db, order.id, true);
    const resumed = opens.find(
      (open) =>
        open.type === type && moneyOf(open.amount, options.decimals) === amount && samePayer(open, input),
    );
    if (resumed) return { id: resumed.id, isNew: false };
    // Before anything is cancelled: a refused attempt leaves the open ones as they are.
    const cap = paymentRuntime(tx.deps).settings.attemptsPerHour;
    if (cap > 0 && (await recentAttempts(tx.db, order.id)) >= cap)
      throw new UserFriendlyError({ key: 'TooManyPaymentAttempts' }, { key: 'TryAgainLater' }, 0, 400);
    for (const open of opens) {
      if (open.type === PaymentType.BankTransfer) {
        if (type === PaymentType.BankTransfer)
          throw new UserFriendlyError({ key: 'BankTransferAlreadyPending' });
        continue;
      }
      if (open.status === PaymentStatus.Waiting) throw new UserFriendlyError({ key: 'PaymentInProgress' });
      await replace(tx, open);
    }
    return {
      id: await create(tx, type, input, { options, amount, key, origin, providerId: provider.id }),
      isNew: true,
    };
  });
  if (created.isNew && type === PaymentType.BankTransfer) await notifyInstructions(ctx, created.id);
  return created.id;
}

/** Cancels an open attempt nobody paid, at its provider and here. */
async function replace(tx: ServiceContext, open: PaymentRow) {
  await cancelAtProvider(tx.db, tx.deps, open);
  await movePayment(tx, open, PaymentStatus.Canceled, 'Replaced by a new attempt');
}

async function create(
  tx: ServiceContext,
  type: PaymentType,
  input: PayInput,
  at: { options: PaymentOptions; amount: string; key: string; origin: string; providerId: number },
): Promise<number> {
  const { order, decimals } = at.options;
  const isTransfer = type === PaymentType.BankTransfer;
  const account = isTransfer ? await accountFor(tx.db, order.tenantId, order.currency) : null;
  if (isTransfer && !account) throw fieldError(['type'], 'NoBankAccountForCurrency', order.currency);
  const [payment] = await tx.db
    .insert(payments)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      type,
      status: PaymentStatus.Created,
      amount: at.amount,
      currency: order.currency,
      payer: input.payer,
      email: input.email,
      bankAccountId: account?.id ?? null,
      paymentProviderId: at.providerId,
      idempotencyKey: at.key,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  await tx.db.insert(paymentStatusHistory).values({
    tenantId: order.tenantId,
    paymentId: payment.id,
    fromStatus: null,
    toStatus: PaymentStatus.Created,
    reason: 'Started by the payer',
    userId: null,
    userName: null,
  });
  await audit(tx, {
    tenantId: order.tenantId,
    entityType: 'Payment',
    entityId: payment.id,
    action: 'Created',
    changes: { status: [null, 0], amount: [null, at.amount] },
  });
  await tx.db.insert(paymentAttempts).values({
    paymentId: payment.id,
    tenantId: order.tenantId,
    adapter: isTransfer ? 'bank-transfer' : 'pending',
    language: tx.culture,
    publicOrigin: at.origin,
  });
  if (isTransfer) {
    await tx.db.insert(bankTransfers).values({
      tenantId: order.tenantId,
      reference: creditorReference(payment.id, order.voucherNo),
      amount: at.amount,
      currency: order.currency,
      payerName: input.payer,
      payerEmail: input.email,
      bankAccountId: account!.id,
      paymentId: payment.id,
      // The time-out job moves it to "timeout" (and the payment to canceled) once this passes.
      expiresAt: transferDeadline(tx.deps, new Date()),
    });
    await movePayment(tx, payment, PaymentStatus.Waiting, 'Awaiting the bank transfer');
    return payment.id;
  }
  const provider = (await providerById(tx.db, at.providerId))!;
  try {
    const adapter = adapterFor(tx.db, tx.deps, provider);
    const made = await adapter.createPayment({
      paymentId: payment.id,
      tenantId: order.tenantId,
      amount: at.amount,
      decimals,
      currency: order.currency,
      voucherNo: order.voucherNo,
      payer: input.payer,
      email: input.email,
      type,
      publicOrigin: at.origin,
      idempotencyKey: at.key,
    });
    await tx.db
      .update(payments)
      .set({ providerReference: made.providerOrderId })
      .where(eq(payments.id, payment.id));
    await tx.db
      .update(paymentAttempts)
      .set({ adapter: adapter.name, state: made.state, checkoutUrl: made.redirectUrl })
      .where(eq(paymentAttempts.paymentId, payment.id));
  } catch (error) {
    if (error instanceof ProviderUnavailableError || error instanceof TypeError)
      throw new UserFriendlyError(
        { key: 'PaymentProviderNotResponding' },
        { key: 'NothingWasCharged' },
        0,
        502,
      );
    throw error;
  }
  return payment.id;
}

/** The bank-transfer instructions e-mail of a new transfer (in the background, once). */
async function notifyInstructions(ctx: ServiceContext, paymentId: number) {
  const [row] = await ctx.db
    .select({ transfer: bankTransfers })
    .from(bankTransfers)
    .where(eq(bankTransfers.paymentId, paymentId));
  if (!row) return;
  const { transfer } = row;
  const [account] = await ctx.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.id, transfer.bankAccountId));
  const decimals = (await currencyDecimals(ctx.db, [transfer.currency]))(transfer.currency);
  const locale = ctx.culture === 'sr' ? 'sr-Latn' : ctx.culture;
  const values = {
    amount: new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(transfer.amount)),
    currency: transfer.currency,
    bankName: account?.bankName ?? '',
    accountHolder: account?.accountHolder ?? '',
    iban: (account?.iban ?? '').replace(/(.{4})(?=.)/g, '$1 '),
    swiftCode: account?.swiftCode ?? '',
    reference: transfer.reference,
    dueDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      transferDeadline(ctx.deps, transfer.creationTime, transfer.expiresAt),
    ),
  };
  paymentRuntime(ctx.deps).background(() =>
    sendPaymentEmail(ctx.db, ctx.deps, paymentId, EmailKind.BankTransferInstructions, values),
  );
}
