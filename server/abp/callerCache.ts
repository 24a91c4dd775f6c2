import { Redis } from 'ioredis';
import type { TokenHolder } from './securityStamp.js';
import type { UserRow } from './session.js';

import type { CacheStats, ManagedCache } from './caches.js';

export type { CacheStats } from './caches.js';

/**
 * How long a token holder's check is trusted without the database. Changes made through the API invalidate it
 * exactly (the next request sees them); this bounds only changes made behind the API's back (SQL, scripts).
 */
export const HOLDER_TTL_MS = 5_000;

/**
 * The caller-resolution cache: users (with their tenant's state), tenants named by anonymous callers, and
 * permissions. It saves the database round trips each request cost. Every change to users, roles, permissions
 * or tenants must call one of the `invalidate*` methods before its response is sent (the app does so for every
 * write to the identity services, see app.ts, after the change committed); the next request then reloads. With
 * Redis, an invalidation bumps a shared version that every instance reads at the start of each request, and an
 * entry is served only while the version it was loaded under is still the current one, so no instance can keep a
 * copy loaded before another's change, however the bumps interleave. Redis unreachable: the cache is bypassed.
 */
export interface CallerCache extends ManagedCache {
  readonly name: string;
  /** Called once per request before any lookup: syncs with the other instances (Redis), if any. */
  beginRequest(): Promise<void>;
  /**
   * A bearer token's verified claims, kept until the token expires (claims never change; what they point to is
   * checked against the cached user). Only successful verifications of tokens with an expiry are kept.
   */
  token<T>(token: string, verify: () => Promise<T | null>): Promise<T | null>;
  /**
   * Who holds a verified token (securityStamp.ts → checkTokenHolder): kept per token for at most HOLDER_TTL_MS,
   * dropped by every invalidation of the user, the user's tenant, or everything.
   */
  holder(
    claims: { jti: string; userId: number; tenantId: number | null },
    load: () => Promise<TokenHolder>,
  ): Promise<TokenHolder>;
  tenantExists(tenantId: number, load: () => Promise<boolean>): Promise<boolean>;
  permissions(user: Pick<UserRow, 'id' | 'tenantId'>, load: () => Promise<string[]>): Promise<string[]>;
  invalidateUser(userId: number): Promise<void>;
  invalidateTenant(tenantId: number): Promise<void>;
  /** A role of the tenant (null: the host) or its permissions changed. */
  invalidateRole(tenantId: number | null): Promise<void>;
  invalidateAll(): Promise<void>;
  /**
   * Entries, hits and misses of the whole cache, or of one tenant's entries (its users, permissions and tenant
   * lookups, and its users' tokens): hits and misses are counted per tenant.
   */
  stats(tenantId?: number): CacheStats;
  /**
   * Drops every entry (tokens too), or one tenant's; with Redis every instance drops its copies (all of them:
   * the shared version says only that something changed).
   */
  clear(tenantId?: number): Promise<void>;
  close(): Promise<void>;
}

const VERSION_KEY = 'cc:caller-cache:version';
/** Entries beyond this are dropped oldest-first, so memory stays bounded whatever the number of users. */
const MAX_ENTRIES = 10_000;

interface Entry {
  tenantId: number | null;
  value: unknown;
  /** The user an entry is about (holder entries), for invalidateUser. */
  userId?: number;
  /** When the entry stops being trusted (ms since the epoch); never when absent. */
  expires?: number;
  /** The shared version (Redis) current when its load started; null without Redis. */
  version: number | null;
}

/** The tenant a value belongs to: fixed, or read from the loaded value (a user's row). */
type TenantOf<T> = number | null | ((value: T) => number | null);

/** The `tenantId` a token's verified claims name, if any (null: a host user's token). */
function claimedTenant(claims: unknown): number | null {
  const tenantId = (claims as { tenantId?: unknown } | null)?.tenantId;
  return typeof tenantId === 'number' ? tenantId : null;
}

/** The `exp` claim (ms) of a JWT whose signature was already verified, or null. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** How long a Redis command may take before the cache gives up on it and answers from the database. */
const REDIS_TIMEOUT_MS = 500;

export function createCallerCache(
  options: { redisUrl?: string; maxEntries?: number; keyPrefix?: string } = {},
): CallerCache {
  const entries = new Map<string, Entry>();
  const tokens = new Map<string, { claims: unknown; expires: number; tenantId: number | null }>();
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  /** Hits and misses per tenant (null: the host's callers and anonymous lookups). */
  const counters = new Map<number | null, { hits: number; misses: number }>();
  const count = (tenantId: number | null, outcome: 'hits' | 'misses') => {
    const counter = counters.get(tenantId) ?? { hits: 0, misses: 0 };
    counter[outcome] += 1;
    counters.set(tenantId, counter);
  };
  /** Bumped by every local invalidation: a load that started before it must not store its (stale) result. */
  let generation = 0;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        keyPrefix: options.keyPrefix,
        connectTimeout: 2_000,
        commandTimeout: REDIS_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        // Never queue while disconnected: the cache is bypassed instead (see `shared`).
        enableOfflineQueue: false,
      })
    : null;
  // Connection errors are handled where commands fail; without a listener ioredis logs each one.
  redis?.on('error', () => undefined);
  /**
   * With Redis: the shared version last read or bumped (every bump is an INCR made after its change committed),
   * or null when Redis did not answer. An entry is served only while it carries this version: a load stamped with
   * an older one may have read the database before a change whose bump came since, whatever order the bumps
   * arrived in. Null bypasses the cache: without Redis another instance's change cannot be seen.
   */
  let shared: number | null = null;
  /** An own invalidation Redis did not take: bumped before anything is cached again. */
  let bumpOwed = false;
  const unreachable = () => {
    shared = null;
    entries.clear();
    generation += 1;
  };
  const adopt = (version: number) => {
    if (version !== shared) {
      entries.clear();
      generation += 1;
      shared = version;
    }
  };
  const bump = async () => {
    if (!redis) return;
    if (redis.status !== 'ready') {
      bumpOwed = true;
      return unreachable();
    }
    try {
      adopt(await redis.incr(VERSION_KEY));
      bumpOwed = false;
    } catch {
      bumpOwed = true;
      unreachable();
    }
  };
  const sync = async () => {
    if (!redis) return;
    if (bumpOwed) return bump();
    if (redis.status !== 'ready') return unreachable();
    try {
      adopt(Number((await redis.get(VERSION_KEY)) ?? 0));
    } catch {
      unreachable();
    }
  };

  const clear = () => {
    entries.clear();
    generation += 1;
  };
  const dropWhere = (match: (key: string, entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (match(key, entry)) entries.delete(key);
    generation += 1;
  };

  async function cached<T>(
    key: string,
    tenantOf: TenantOf<T>,
    load: () => Promise<T>,
    extra: Pick<Entry, 'userId'> & { ttl?: number } = {},
  ): Promise<T> {
    let hit = entries.get(key);
    if (hit && ((hit.expires !== undefined && hit.expires <= Date.now()) || hit.version !== shared)) {
      entries.delete(key);
      hit = undefined;
    }
    if (hit) {
      count(hit.tenantId, 'hits');
      // Re-insert: Map order is then least-recently-used first.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as T;
    }
    const started = generation;
    const version = shared;
    const value = await load();
    const tenantId = typeof tenantOf === 'function' ? tenantOf(value) : tenantOf;
    count(tenantId, 'misses');
    if (generation === started && version === shared && !(redis && version === null)) {
      const expires = extra.ttl === undefined ? undefined : Date.now() + extra.ttl;
      entries.set(key, { tenantId, value, userId: extra.userId, expires, version });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return value;
  }

  return {
    name: 'CallerCache',
    beginRequest: sync,
    async token(token, verify) {
      const hit = tokens.get(token);
      if (hit && hit.expires > Date.now()) {
        count(hit.tenantId, 'hits');
        return hit.claims as Awaited<ReturnType<typeof verify>>;
      }
      if (hit) tokens.delete(token);
      const claims = await verify();
      const tenantId = claimedTenant(claims);
      count(tenantId, 'misses');
      const expires = claims === null ? null : expiryOf(token);
      if (expires !== null) {
        tokens.set(token, { claims, expires, tenantId });
        if (tokens.size > maxEntries) tokens.delete(tokens.keys().next().value!);
      }
      return claims;
    },
    holder: (claims, load) =>
      cached(`holder:${claims.jti}`, claims.tenantId, load, { userId: claims.userId, ttl: HOLDER_TTL_MS }),
    tenantExists: (tenantId, load) => cached(`tenant:${tenantId}`, tenantId, load),
    permissions: (user, load) => cached(`permissions:${user.id}`, user.tenantId, load),
    async invalidateUser(userId) {
      dropWhere((key, entry) => entry.userId === userId || key === `permissions:${userId}`);
      await bump();
    },
    async invalidateTenant(tenantId) {
      dropWhere(
        (key, entry) =>
          key === `tenant:${tenantId}` ||
          ((key.startsWith('holder:') || key.startsWith('permissions:')) && entry.tenantId === tenantId),
      );
      await bump();
    },
    async invalidateRole(tenantId) {
      dropWhere((key, entry) => key.startsWith('permissions:') && entry.tenantId === tenantId);
      await bump();
    },
    async invalidateAll() {
      clear();
      await bump();
    },
    tenantAware: true,
    stats(tenantId) {
      if (tenantId === undefined) {
        let hits = 0;
        let misses = 0;
        for (const c of counters.values()) {
          hits += c.hits;
          misses += c.misses;
        }
        return { name: 'CallerCache', entries: entries.size + tokens.size, hits, misses };
      }
      let size = 0;
      for (const entry of entries.values()) if (entry.tenantId === tenantId) size += 1;
      for (const entry of tokens.values()) if (entry.tenantId === tenantId) size += 1;
      const own = counters.get(tenantId) ?? { hits: 0, misses: 0 };
      return { name: 'CallerCache', entries: size, ...own };
    },
    async clear(tenantId) {
      if (tenantId === undefined) {
        clear();
        tokens.clear();
      } else {
        dropWhere((_key, entry) => entry.tenantId === tenantId);
        for (const [key, entry] of tokens) if (entry.tenantId === tenantId) tokens.delete(key);
      }
      await bump();
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
