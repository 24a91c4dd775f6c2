import { jwtVerify, SignJWT } from 'jose';

export const TENANT_CLAIM = 'http://www.aspnetboilerplate.com/identity/claims/tenantId';
const ISSUER = 'ClientCare';
const AUDIENCE = 'ClientCare';
export const TOKEN_LIFETIME_SECONDS = 86400;

export interface TokenClaims {
  userId: number;
  tenantId: number | null;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
      const payload: Record<string, unknown> = { jti: crypto.randomUUID() };
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
    /** The token's claims, or null when it is malformed, forged or expired (the request is then anonymous). */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance: 0,
        });
        const userId = Number(payload.sub);
        const tenant = payload[TENANT_CLAIM];
        if (!Number.isSafeInteger(userId)) return null;
        return { userId, tenantId: tenant === undefined ? null : Number(tenant) };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
