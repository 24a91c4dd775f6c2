import { eq } from 'drizzle-orm';
import { BankTransferStatus } from '../../src/api/schemas/bankTransfer.js';
import { isOpenPayment, PaymentStatus } from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import { UserFriendlyError } from '../abp/errors.js';
import type { ServiceContext } from '../abp/service.js';
import { bankTransfers, paymentProviders } from '../db/schema.js';
import type { PaymentRow } from './paymentTransitions.js';

/**
 * What the source of truth says about a payment (Payment/CheckPaymentStatus):
 * - a bank transfer payment follows its transfer: successful → succeeded, timeout → canceled, error → error,
 *   pending → unchanged;
 * - a card or alternative payment asks its provider's adapter. The built-in simulator (the demo's providers)
 *   behaves like a sandbox gateway with test cases chosen by the payer's e-mail address: `+fail` → error,
 *   `+cancel` → canceled, `+3ds` → requires action (until checked again), anything else → succeeded. Other
 *   adapters (Revolut) are not reachable from the reference server: the check says so instead of guessing;
 * - a payment in a final status, or one without a provider, stays as it is.
 */
export async function reportedStatus(ctx: ServiceContext, payment: PaymentRow): Promise<PaymentStatus> {
  const current = payment.status as PaymentStatus;
  if (!isOpenPayment(current)) return current;
  if (payment.type === PaymentType.BankTransfer) {
    const [transfer] = await ctx.db
      .select({ status: bankTransfers.status })
      .from(bankTransfers)
      .where(eq(bankTransfers.paymentId, payment.id));
    if (!transfer) return current;
    if (transfer.status === BankTransferStatus.Successful) return PaymentStatus.Succeeded;
    if (transfer.status === BankTransferStatus.Timeout) return PaymentStatus.Canceled;
    if (transfer.status === BankTransferStatus.Error) return PaymentStatus.Error;
    return current;
  }
  if (payment.paymentProviderId === null) return current;
  const [provider] = await ctx.db
    .select({ name: paymentProviders.name, adapter: paymentProviders.adapter })
    .from(paymentProviders)
    .where(eq(paymentProviders.id, payment.paymentProviderId));
  if (provider?.adapter !== 'simulator')
    throw new UserFriendlyError({ key: 'PaymentProviderUnavailable', args: [provider?.name ?? '?'] });
  const local = payment.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.includes('+fail')) return PaymentStatus.Error;
  if (local.includes('+cancel')) return PaymentStatus.Canceled;
  if (local.includes('+3ds') && current !== PaymentStatus.RequiresAction) return PaymentStatus.RequiresAction;
  return PaymentStatus.Succeeded;
}
