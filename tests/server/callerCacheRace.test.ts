import { connect, createServer, type Server, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createCallerCache, type CallerCache } from '../../server/abp/callerCache.js';
import { buildApp } from '../../server/app.js';
import { rolePermissions, roles } from '../../server/db/schema.js';
import { app, createTestApp, type TestApp } from './helpers.js';
import { TEST_SECRET } from './secret.js';

const me = app('Session/GetCurrentUserInformations');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Keys of this run only: other runs on the same Redis (other engineers, CI jobs) bump their own versions. */
const keyPrefix = () =>
  `test:caller-cache:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}:`;

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

async function agentRole(t: TestApp) {
  const [role] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, 3), eq(roles.name, 'Agent')));
  return role!.id;
}

/** Resolves when `settle` is called: a step the test lets happen. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** B's caller cache, where the test can hold a request just before it looks up (and loads) permissions. */
function holdablePermissions(cache: CallerCache) {
  let hold: { arrived: () => void; until: Promise<void> } | null = null;
  const wrapped: CallerCache = {
    ...cache,
    permissions: async (user, load) => {
      const held = hold;
      hold = null;
      if (held) {
        held.arrived();
        await held.until;
      }
      return cache.permissions(user, load);
    },
  };
  return {
    cache: wrapped,
    /** The next permission lookup waits for `until`; resolves once it is waiting. */
    holdNext(until: Promise<void>) {
      const arrived = gate();
      hold = { arrived: arrived.open, until };
      return arrived.opened;
    },
  };
}

/**
 * A TCP relay between instance B and Redis that can hold B's next INCR (and what B sends after it) until released:
 * B's own version bump delayed on the network, as between two hosts of one deployment.
 */
async function relay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let holdIncr: { held: () => void; until: Promise<void> } | null = null;
  const server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    sockets.add(client).add(upstream);
    let paused: Promise<void> | null = null;
    let last = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      if (holdIncr && /\bincr\b/i.test(chunk.toString('latin1'))) {
        holdIncr.held();
        paused = holdIncr.until;
        holdIncr = null;
      }
      const waitFor = paused;
      last = last.then(async () => {
        if (waitFor) await waitFor;
        upstream.write(chunk);
      });
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    /** B's next INCR (and everything after it) waits for `until`; resolves once it is held. */
    holdNextIncr(until: Promise<void>) {
      const held = gate();
      holdIncr = { held: held.open, until };
      return held.opened;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

type Step = 'B stores its load' | 'A removes the permission' | "B's bump arrives";
const STEPS: Step[] = ['B stores its load', 'A removes the permission', "B's bump arrives"];
const orders: Step[][] = STEPS.flatMap((first) =>
  STEPS.filter((s) => s !== first).flatMap((second) => [
    [first, second, STEPS.find((s) => s !== first && s !== second)!],
  ]),
);

describe.runIf(await redisAnswers(redisUrl))('caller cache on Redis: a removal races a cache clear', () => {
  it('never leaves a removed permission granted on the other instance, in 24 rounds of the race', async () => {
    const prefix = keyPrefix();
    const t = await createTestApp({ cache: createCallerCache({ redisUrl, keyPrefix: prefix }) });
    const path = await relay(redisUrl);
    onTestFinished(path.close);
    const b = holdablePermissions(createCallerCache({ redisUrl: path.url, keyPrefix: prefix }));
    const other = await buildApp({
      database: t.database,
      jwtSecret: TEST_SECRET,
      loginRateLimit: 0,
      cache: b.cache,
    });
    onTestFinished(() => other.close());
    const admin = await t.login('admin', 3);
    const agent = await t.login('agent', 3);
    const roleId = await agentRole(t);
    const onB = async () => {
      const res = await other.inject({ url: me, headers: { authorization: `Bearer ${agent}` } });
      return (res.json() as { result: { auth: { grantedPermissions: string[] } } }).result.auth
        .grantedPermissions;
    };
    const grant = (grantedPermissions: string[]) =>
      t.call({
        method: 'PUT',
        url: app('Role/Update'),
        token: admin,
        body: { id: roleId, name: 'Agent', displayName: 'Agent', grantedPermissions },
      });

    const lost: string[] = [];
    for (let round = 0; round < 24; round += 1) {
      expect((await grant(['Pages.Customers', 'Pages.Orders'])).status).toBe(200);
      expect(await onB()).toContain('Pages.Orders');
      // 1. A request on B has checked the shared version and is about to load the agent's permissions.
      const load = gate();
      const waiting = b.holdNext(load.opened);
      const reading = onB();
      await waiting;
      // 2. Meanwhile the agent clears the caller cache on B (any signed-in user may): B drops its copies at once,
      //    and its version bump is still on the way to Redis.
      const bump = gate();
      const held = path.holdNextIncr(bump.opened);
      const clearing = other.inject({
        method: 'POST',
        url: app('CacheManagement/ExpireCache?cacheKey=CallerCache'),
        headers: { authorization: `Bearer ${agent}` },
      });
      await held;
      // 3. The three remaining steps in every order.
      const steps: Record<Step, () => Promise<unknown>> = {
        'B stores its load': async () => {
          load.open();
          await reading;
        },
        'A removes the permission': async () => expect((await grant(['Pages.Customers'])).status).toBe(200),
        "B's bump arrives": async () => {
          bump.open();
          expect((await clearing).statusCode).toBe(200);
        },
      };
      const order = orders[round % orders.length]!;
      for (const step of order) await steps[step]();
      if ((await onB()).includes('Pages.Orders')) lost.push(`round ${round}: ${order.join(', ')}`);
    }
    expect(lost).toEqual([]);
    // ...and B did cache (the test would prove nothing against a cache that is always bypassed).
    expect(b.cache.stats().hits).toBeGreaterThan(0);
  }, 180_000);
});

describe('caller cache with Redis unreachable', () => {
  async function silentServer(): Promise<{ url: string; server: Server }> {
    // Accepts connections and never answers: a Redis that hangs.
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `redis://127.0.0.1:${port}`, server };
  }

  it.each(['refused', 'silent'] as const)(
    'neither serves a grant removed behind its back nor hangs requests (connection %s)',
    async (kind) => {
      let url = 'redis://127.0.0.1:1';
      if (kind === 'silent') {
        const silent = await silentServer();
        onTestFinished(() => void silent.server.close());
        url = silent.url;
      }
      const cache = createCallerCache({ redisUrl: url, keyPrefix: keyPrefix() });
      const t = await createTestApp({ cache });
      const agent = await t.login('agent', 3);
      const permissionsNow = async () => {
        const started = Date.now();
        const res = await t.call<{ auth: { grantedPermissions: string[] } }>({ url: me, token: agent });
        expect(Date.now() - started).toBeLessThan(2000);
        return res.body.result!.auth.grantedPermissions;
      };
      expect(await permissionsNow()).toContain('Pages.Orders');
      // Another instance removed the grant but could not reach Redis to say so: this one must not trust its copy.
      await t.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, await agentRole(t)));
      expect(await permissionsNow()).toEqual([]);
      const started = Date.now();
      await cache.invalidateAll();
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );
});
