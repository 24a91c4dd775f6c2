import type { PublicPaymentDto } from '@/api/schemas/checkout';

/**
 * A declined attempt the payer may repeat: Revolut returns an order whose payment was declined to `pending`, so
 * the payment stays open here too, with the provider's reason, and its checkout takes another card.
 */
export const isRetryableDecline = (p: PublicPaymentDto) =>
  p.type !== 2 && (p.status === 0 || p.status === 10) && !!p.failureReason;

/**
 * The translation key (checkout namespace) of a provider's decline or failure reason (Revolut's names, which the
 * simulator uses too). A risk decline (`high_risk`, `suspected_fraud`) reads as a plain bank decline.
 */
export function reasonKey(reason: string | null | undefined): string {
  switch (reason) {
    case 'do_not_honour':
    case 'high_risk':
    case 'suspected_fraud':
      return 'reasons.declined';
    case 'insufficient_funds':
      return 'reasons.insufficientFunds';
    case 'transaction_not_allowed_for_cardholder':
    case 'restricted_card':
      return 'reasons.notAllowed';
    case 'unknown_card':
    case 'invalid_card':
    case 'invalid_cvv':
    case 'invalid_expiry':
    case 'cardholder_name_missing':
      return 'reasons.cardDetails';
    case '3ds_challenge_failed':
    case '3ds_challenge_failed_manually':
    case '3ds_challenge_abandoned':
    case 'customer_challenge_failed':
    case 'customer_challenge_abandoned':
      return 'reasons.verification';
    case 'cancelled_by_payer':
      return 'reasons.cancelled';
    case 'expired_card':
      return 'reasons.expiredCard';
    default:
      return 'reasons.other';
  }
}
