import { describe, expect, it } from 'vitest';
import { createCallerCache } from '../../../server/abp/callerCache.js';
import { buildApp } from '../../../server/app.js';
import type { CacheKeyDto } from '../../../src/api/types/config.js';
import { app, createTestApp } from '../helpers.js';
import { callerFor, expectOk, items, NORTH_MACEDONIA, rejection, SERBIA } from './helpers.js';

const keys = app('CacheManagement/GetCacheKeys');
const expire = app('CacheManagement/ExpireCache');

type Caller = ReturnType<typeof callerFor>;

const list = async (caller: Caller) => items(await caller.call<{ items: CacheKeyDto[] }>({ url: keys }));
const byKey = async (caller: Caller, cacheKey: string) =>
  (await list(caller)).find((c) => c.cacheKey === cacheKey);
const clear = (caller: Caller, cacheKey: string, culture?: string) =>
  caller.call({ method: 'POST', url: expire, query: { cacheKey }, culture });

/** A few ordinary requests: each reads the caller's permissions from the caller cache. */
async function browse(caller: Caller, times = 3) {
  for (let i = 0; i < times; i += 1)
    expect((await caller.call({ url: app('TenantCurrency/GetCurrencies') })).status).toBe(200);
}

describe('CacheManagement', { timeout: 60_000 }, () => {
  it('lists every registered cache to the host, with its entries, hits and misses', async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    const host = callerFor(t, await t.login('admin', null));
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    await browse(serbia);
    // A provider with credentials seals them with the derived key (the CredentialKeys cache).
    expectOk(
      await serbia.create('PaymentProvider', {
        name: 'Revolut (test)',
        paymentType: 1,
        adapter: 'revolut',
        supportedCurrencies: ['EUR'],
        credentials: 'sk_test_0123456789abcdef',
      }),
    );
    const caches = await list(host);
    expect(caches.map((c) => [c.cacheKey, c.tenantAware])).toEqual([
      ['CallerCache', true],
      ['CredentialKeys', false],
      ['ListCounts', true],
    ]);
    const caller = caches[0]!;
    const whole = cache.stats();
    expect(caller.entries).toBe(whole.entries);
    expect(caller.entries).toBeGreaterThanOrEqual(2);
    // Serbia's three requests after the first found its permissions in the cache.
    expect(caller.hits).toBeGreaterThanOrEqual(3);
    expect(caller.misses).toBeGreaterThanOrEqual(2);
    expect(caches[1]!.entries).toBeGreaterThanOrEqual(1);
    expect((await t.call({ url: keys })).status).toBe(401);
  });

  it("shows a tenant's user only the tenant-aware caches, counted over the tenant's own entries", async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    // The agent holds no configuration permission: the screen needs none.
    const agent = callerFor(t, await t.login('agent', SERBIA));
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    await browse(agent, 2);
    await browse(macedonia, 5);
    const seen = await list(agent);
    expect(seen.map((c) => c.cacheKey)).toEqual(['CallerCache', 'ListCounts']);
    const own = cache.stats(SERBIA);
    expect(seen[0]).toMatchObject({ entries: own.entries, tenantAware: true });
    // Who holds the agent's token and the agent's permissions are the only Serbian entries; the listing request
    // itself was two more hits.
    expect(own.entries).toBe(2);
    expect(seen[0]!.hits).toBeGreaterThanOrEqual(2);
    expect(seen[0]!.hits).toBeLessThan(cache.stats().hits);
    expect(cache.stats().entries).toBeGreaterThan(own.entries);
    // Macedonia's activity does not show up in Serbia's counters.
    const before = (await byKey(agent, 'CallerCache'))!;
    await browse(macedonia, 4);
    const after = (await byKey(agent, 'CallerCache'))!;
    expect(after.hits - before.hits).toBe(2);
  });

  it("clears only the caller tenant's entries for a tenant's user, everything for the host", async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    const host = callerFor(t, await t.login('admin', null));
    await browse(serbia);
    await browse(macedonia);
    await browse(host);
    // Per signed-in user: who holds the token, and the permissions.
    expect(cache.stats(SERBIA).entries).toBe(2);
    const macedonian = cache.stats(NORTH_MACEDONIA).entries;
    expect(macedonian).toBe(2);

    expect(expectOk(await clear(serbia, 'callercache'))).toBeNull();
    expect(cache.stats(SERBIA).entries).toBe(0);
    expect(cache.stats(NORTH_MACEDONIA).entries).toBe(macedonian);
    const misses = cache.stats(SERBIA).misses;
    await browse(serbia, 1);
    expect(cache.stats(SERBIA).misses).toBe(misses + 2);

    expectOk(await clear(host, 'CallerCache'));
    expect(cache.stats().entries).toBe(0);
    expectOk(await clear(host, 'CredentialKeys'));
    expect((await byKey(host, 'CredentialKeys'))!.entries).toBe(0);
  });

  it('refuses an unknown cache, or a host cache asked for by a tenant, naming cacheKey', async () => {
    const t = await createTestApp();
    const serbia = callerFor(t, await t.login('admin', SERBIA));
    expect(rejection(await clear(serbia, 'Translations'))).toEqual({
      members: ['cacheKey'],
      messages: ["There is no cache named 'Translations'."],
    });
    expect(rejection(await clear(serbia, 'CredentialKeys', 'c=de|uic=de'))).toEqual({
      members: ['cacheKey'],
      messages: ["Es gibt keinen Cache namens 'CredentialKeys'."],
    });
    expect(rejection(await serbia.call({ method: 'POST', url: expire })).members).toEqual(['cacheKey']);
    expect((await t.call({ method: 'POST', url: expire, query: { cacheKey: 'CallerCache' } })).status).toBe(
      401,
    );
    // The OpenAPI document says where the key goes.
    const doc = (await t.app.inject({ url: '/swagger/v1/swagger.json' })).json() as {
      paths: Record<string, { post?: { parameters: { name: string; in: string }[]; requestBody?: unknown } }>;
    };
    const operation = doc.paths[expire]!.post!;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'CacheKey', in: 'query' }));
    expect(operation.requestBody).toBeUndefined();
  });

  it("gives a host working in a tenant that tenant's view", async () => {
    const cache = createCallerCache();
    const t = await createTestApp({ cache });
    const macedonia = callerFor(t, await t.login('admin', NORTH_MACEDONIA));
    // Signing in is an identity write, which empties the caller cache: everyone signs in first.
    const hostInSerbia = callerFor(t, await t.login('admin', null), { 'Abp-TenantId': String(SERBIA) });
    await browse(macedonia);
    expect((await list(hostInSerbia)).map((c) => c.cacheKey)).toEqual(['CallerCache', 'ListCounts']);
    expectOk(await clear(hostInSerbia, 'CallerCache'));
    expect(cache.stats(NORTH_MACEDONIA).entries).toBe(2);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(!!redisUrl)('CacheManagement on Redis: two API instances', () => {
  it('a clear on one instance reaches the other', async () => {
    const t = await createTestApp({ redisUrl });
    const otherCache = createCallerCache({ redisUrl });
    const other = await buildApp({
      database: t.database,
      jwtSecret: 'test-secret-test-secret-test-secret',
      loginRateLimit: 0,
      cache: otherCache,
    });
    try {
      const agent = await t.login('agent', SERBIA);
      const onOther = async () =>
        (
          await other.inject({
            url: app('TenantCurrency/GetCurrencies'),
            headers: { authorization: `Bearer ${agent}` },
          })
        ).statusCode;
      expect(await onOther()).toBe(200);
      expect(await onOther()).toBe(200);
      const { misses } = otherCache.stats(SERBIA);
      expect(otherCache.stats(SERBIA).entries).toBe(2);
      const admin = callerFor(t, await t.login('admin', SERBIA));
      expectOk(await clear(admin, 'CallerCache'));
      // The other instance drops its copies on its next request, which checks the token holder and loads the
      // permissions again.
      expect(await onOther()).toBe(200);
      expect(otherCache.stats(SERBIA).misses).toBe(misses + 2);
    } finally {
      await other.close();
    }
  });
});
