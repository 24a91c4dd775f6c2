import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../server/abp/jwt.js';

const SECRET = 'token-cache-secret-token-cache-secret';
const claims = { userId: 7, tenantId: 3, securityStamp: 'stamp' };

afterEach(() => vi.useRealTimers());

describe('verified tokens', () => {
  it('checks a token once: its later requests reuse the claims', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    const second = await tokens.verify(token);
    expect(second).toEqual(first);
    expect(first && 'claims' in first && first.claims).toMatchObject({ userId: 7, tenantId: 3 });
    expect(tokens.rememberedTokens()).toBe(1);
  });

  it('never remembers a forged or malformed token', async () => {
    const tokens = createTokenService(SECRET);
    const forged = await createTokenService('another-secret-another-secret-xx').sign(claims);
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
    expect(tokens.rememberedTokens()).toBe(0);
  });

  it('a remembered token past its expiry answers "expired", as a fresh check would', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims, 60);
    expect(await tokens.verify(token)).toHaveProperty('claims');
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ expired: true });
    expect(tokens.rememberedTokens()).toBe(0);
  });

  it('remembers at most its size, the oldest leaving first', async () => {
    const tokens = createTokenService(SECRET, { cacheSize: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map((userId) => tokens.sign({ ...claims, userId })));
    for (const token of [a!, b!, c!]) await tokens.verify(token);
    expect(tokens.rememberedTokens()).toBe(2);
    // The evicted one is still accepted: it is checked again.
    expect(await tokens.verify(a!)).toHaveProperty('claims.userId', 1);
  });
});
