/**
 * Why the server stopped accepting a session's token. The reference server puts the reason in the `details`
 * of the 401 envelope (`error.details`), and in the `Abp-Session-End` response header of any call that
 * presented such a token; a stock ABP backend sends neither, so readers must treat "no reason" as normal.
 */
export const SessionEndReasons = {
  /** The user was deactivated or deleted. */
  UserInactive: 'UserInactive',
  /** The user's tenant was deactivated or deleted. */
  TenantInactive: 'TenantInactive',
  /** The password was changed or reset, or the user's roles changed: tokens issued before are void. */
  SecurityStampChanged: 'SecurityStampChanged',
  /** The token's lifetime is over. */
  Expired: 'Expired',
  /** The user signed out with this token (TokenAuth/LogOut). */
  SignedOut: 'SignedOut',
} as const;

export type SessionEndReason = (typeof SessionEndReasons)[keyof typeof SessionEndReasons];

/** The response header that carries the reason on every call made with a refused token. */
export const SESSION_END_HEADER = 'Abp-Session-End';

const known = new Set<string>(Object.values(SessionEndReasons));

export const isSessionEndReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && known.has(value);

/** The reason carried by a 401 envelope's error, or null (a stock ABP backend, or no token was sent). */
export function sessionEndReasonOf(
  error: { details?: string | null } | null | undefined,
): SessionEndReason | null {
  return isSessionEndReason(error?.details) ? error.details : null;
}
