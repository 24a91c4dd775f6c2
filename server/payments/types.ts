import { PaymentStatus } from '../../src/api/schemas/payment.js';

/**
 * The provider's word for an order (Revolut's order lifecycle, plus the simulator's `challenge` for a payment
 * waiting on 3-D Secure and `declined` for a refused card): what `retrieve` answers.
 */
export type ProviderState =
  'pending' | 'challenge' | 'processing' | 'authorised' | 'completed' | 'declined' | 'failed' | 'cancelled';

export interface ProviderOrder {
  /** The provider's order id (stored as the payment's `providerReference`). */
  id: string;
  state: ProviderState;
  /** Decline or failure reason in Revolut's names (`insufficient_funds`, `3ds_challenge_failed`, …). */
  failureReason: string | null;
}

export interface CreatePaymentRequest {
  paymentId: number;
  tenantId: number;
  /** Exact decimal text with the currency's places, and those places (for minor units). */
  amount: string;
  decimals: number;
  currency: string;
  voucherNo: string;
  payer: string;
  email: string;
  /** 0 APM or 1 CC. */
  type: number;
  /** The public origin of the tenant's booking pages, for return addresses. */
  publicOrigin: string;
  /** Our idempotency key of the attempt (passed to providers that honour one). */
  idempotencyKey: string;
}

export interface CreatedPayment {
  providerOrderId: string;
  state: ProviderState;
  /** Where the payer goes to pay: the simulator's card form or hosted page, Revolut's checkout_url. */
  redirectUrl: string;
}

export interface WebhookEvent {
  event: string;
  orderId: string;
}

/**
 * One payment provider behind one interface (issue 13): create an order and get where the payer pays, ask for
 * the order's state (the only proof a payment succeeded), and check that a webhook really comes from the
 * provider (a webhook is a trigger to ask, never proof).
 */
export interface PaymentProviderAdapter {
  readonly name: 'simulator' | 'revolut';
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  retrieve(providerOrderId: string): Promise<ProviderOrder>;
  /** Cancels an order nobody paid (a replaced attempt), so its checkout can no longer take money. */
  cancel(providerOrderId: string): Promise<void>;
  /** The event when the signature (and its timestamp) holds; null otherwise. */
  verifyWebhook(headers: Record<string, unknown>, rawBody: string, now?: Date): WebhookEvent | null;
}

/** Our payment status for a provider state; null: the provider has nothing new (keep ours). */
export function statusForState(state: ProviderState): PaymentStatus | null {
  switch (state) {
    case 'pending':
      return null;
    case 'challenge':
      return PaymentStatus.RequiresAction;
    case 'processing':
    case 'authorised':
      return PaymentStatus.Waiting;
    case 'completed':
      return PaymentStatus.Succeeded;
    case 'declined':
    case 'failed':
      return PaymentStatus.Error;
    case 'cancelled':
      return PaymentStatus.Canceled;
  }
}

/** A provider could not be reached or answered nonsense: the caller says so, and nothing changes. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}
