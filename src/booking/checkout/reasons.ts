/** The translation key (checkout namespace) of a provider's decline or failure reason. */
export function reasonKey(reason: string | null | undefined): string {
  switch (reason) {
    case 'do_not_honour':
      return 'reasons.declined';
    case 'insufficient_funds':
      return 'reasons.insufficientFunds';
    case '3ds_challenge_failed':
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
