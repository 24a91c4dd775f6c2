import { errors, jwtVerify, SignJWT } from 'jose';

export const TENANT_CLAIM = 'http://www.aspnetboilerplate.com/identity/claims/tenantId';
/** The claim ASP.NET Identity uses for the user's security stamp. */
export const SECURITY_STAMP_CLAIM = 'AspNet.Identity.SecurityStamp';
const ISSUER = 'ClientCare';
const AUDIENCE = 'ClientCare';
export const TOKEN_LIFETIME_SECONDS = 86400;

export interface TokenClaims {
  userId: number;
  tenantId: number | null;
  /** The user's security stamp when the token was issued. */
  securityStamp: string;
  /** The token's id, for revocation at sign-out. */
  jti: string;
  /** When the token expires. */
  expiresAt: Date;
}

/** A verified token, or why it was refused: expired tokens are told apart from forged or malformed ones. */
export type VerifyResult = { claims: TokenClaims } | { expired: true } | null;

/** How many verified tokens are remembered per server (about 300 bytes each). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, { cacheSize = VERIFIED_TOKEN_CACHE_SIZE } = {}) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, with their claims: the signature and claims of a token are checked once, not on each
   * of its requests (the HMAC and claim checks were ~7 % of a signed-in request's CPU). Only genuine tokens enter;
   * one past its expiry answers "expired" as a fresh check would. What the token holder may do (user active,
   * security stamp, revoked token) is still checked on every request (session.ts). Oldest entries leave first.
   */
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (cacheSize <= 0) return;
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    /** How many verified tokens are remembered (for tests and diagnostics). */
    rememberedTokens: () => verified.size,
    async sign(
      claims: Pick<TokenClaims, 'userId' | 'tenantId' | 'securityStamp'>,
      lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
    ): Promise<string> {
      const payload: Record<string, unknown> = {
        jti: crypto.randomUUID(),
        [SECURITY_STAMP_CLAIM]: claims.securityStamp,
      };
      if (claims.tenantId !== null) payload[TENANT_CLAIM] = String(claims.tenantId);
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    /**
     * The token's claims; `{ expired: true }` for a genuine but expired token; null when it is malformed,
     * forged, or lacks a required claim (a token without `exp` would never expire, so it is refused).
     */
    async verify(token: string): Promise<VerifyResult> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return { claims: { ...known } };
        verified.delete(token);
        return { expired: true };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          clockTolerance: 0,
          requiredClaims: ['exp', 'sub', 'jti', SECURITY_STAMP_CLAIM],
        });
        const userId = Number(payload.sub);
        const tenant = payload[TENANT_CLAIM];
        const tenantId = tenant === undefined ? null : Number(tenant);
        const stamp = payload[SECURITY_STAMP_CLAIM];
        if (!Number.isSafeInteger(userId) || (tenantId !== null && !Number.isSafeInteger(tenantId)))
          return null;
        if (typeof stamp !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
          return null;
        const claims: TokenClaims = {
          userId,
          tenantId,
          securityStamp: stamp,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
        remember(token, claims);
        return { claims: { ...claims } };
      } catch (error) {
        return error instanceof errors.JWTExpired ? { expired: true } : null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
