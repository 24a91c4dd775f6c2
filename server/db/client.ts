import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultPoolSize } from '../config.js';
import * as schema from './schema.js';
import { withNamedStatements } from './pgliteStatements.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (used to clone test databases). */
  dumpDataDir(): Promise<Blob>;
  /**
   * Makes every committed write durable before it is acknowledged. PostgreSQL does it on commit; embedded
   * PGlite runs with fsync off, so in durable mode this flushes its write-ahead log to disk (a no-op otherwise).
   */
  sync(): Promise<void>;
  /** How many times sync() flushed, for tests and measurements. */
  readonly syncs: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Drizzle reports a failed migration as "Failed query: <the whole SQL>"; the database's own message (e.g. which
 * rows break a new unique index) is in its cause. Surface that message first.
 */
export function explainMigrationError(error: unknown): never {
  const cause = (error as { cause?: { message?: string } }).cause;
  if (cause?.message) throw new Error(`Database migration failed: ${cause.message}`, { cause: error });
  throw error;
}

/**
 * The embedded database's settings. Its shared buffers live in the server's own memory (WebAssembly), so
 * PostgreSQL's default of 128 MB was a third of the process's resident memory; 32 MB holds the demo data and the
 * indexes of a 100,000-order list (docs/performance.md).
 */
export const PGLITE_CONF = ['shared_buffers = 32MB'];

/**
 * Opens the embedded PGlite database kept in `dataDir` (in memory when omitted, or from a dumped template).
 * A data directory created here (PostgreSQL's initdb runs in the same WebAssembly heap, which never shrinks)
 * is closed and opened again, so that the server does not keep initdb's memory for its whole life.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File; durable?: boolean } = {},
): Promise<Database> {
  const open = () =>
    PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_CONF,
    });
  const fresh = !!options.dataDir && !options.loadDataDir && !existsSync(join(options.dataDir, 'PG_VERSION'));
  let client = await open();
  if (fresh) {
    await client.close();
    client = await open();
  }
  return wrapPglite(client, options);
}

/** The project's database interface over an open PGlite client (tests reuse one client between test apps). */
export function wrapPglite(client: PGlite, options: { dataDir?: string; durable?: boolean } = {}): Database {
  // Statements outside transactions are prepared once per text (pgliteStatements.ts).
  const statements = withNamedStatements(client);
  const db = drizzlePglite({ client: statements, schema }) as unknown as Db;
  const flush = options.dataDir && options.durable !== false ? walFlusher(options.dataDir) : null;
  return {
    sync: async () => {
      if (flush) await flush.run();
    },
    get syncs() {
      return flush?.count ?? 0;
    },
    db,
    driver: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }).catch(explainMigrationError),
    ping: async () => (await statements.query('select 1 as ok')).rows.length === 1,
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const genericTwins = new WeakMap<Db, Db>();

/**
 * Where a statement that must not be planned at every run goes: on PostgreSQL, the same database through
 * connections with `plan_cache_mode = force_generic_plan`, so that a named statement is planned once per connection
 * and then only run. For statements whose best plan does not depend on their values (crud/pageStatements.ts: deep
 * pages of unfiltered lists). PGlite, and a transaction, keep their own connection.
 */
export const genericPlans = (db: Db): Db => genericTwins.get(db) ?? db;

/** Opens a PostgreSQL database through a connection pool of at most `poolSize` connections. */
export async function openPostgres(
  connectionString: string,
  poolSize = defaultPoolSize(),
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A few connections of their own for the statements that must run on a generic plan (genericPlans below).
  const genericPool = new pg.Pool({
    connectionString,
    max: Math.max(2, Math.ceil(poolSize / 2)),
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection dropped by the server (restart, failover, admin command) must not crash the process;
  // the pool replaces it on the next query.
  for (const p of [pool, genericPool])
    p.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  genericTwins.set(db, drizzlePg(genericPool, { schema }) as unknown as Db);
  return {
    sync: async () => undefined,
    syncs: 0,
    db,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }).catch(explainMigrationError),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: async () => {
      if (!pool.ended) await pool.end();
      if (!genericPool.ended) await genericPool.end();
    },
    dumpDataDir: () => Promise.reject(new Error('only PGlite databases can be dumped')),
  };
}

/**
 * fsync()s the write-ahead log of a PGlite data directory (and the directory itself, for new segments).
 * PostgreSQL replays the log at the next start, so what it holds survives a power failure. Concurrent
 * callers share one flush in progress and queue at most one more.
 */
function walFlusher(dataDir: string) {
  const wal = join(dataDir, 'pg_wal');
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const state = { count: 0, run };
  async function flushOnce() {
    const entries = await readdir(wal, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = await open(join(wal, entry.name), 'r+');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    }
    const dir = await open(wal, 'r').catch(() => null);
    if (dir)
      await dir
        .sync()
        .catch(() => undefined)
        .finally(() => dir.close());
    state.count += 1;
  }
  function run(): Promise<void> {
    if (!running) {
      running = flushOnce().finally(() => {
        running = null;
      });
      return running;
    }
    // A flush is under way but may have started before this caller's commit: run one more after it.
    queued ??= running.then(() => {
      queued = null;
      return run();
    });
    return queued;
  }
  return state;
}

export function openDatabase(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
  durable?: boolean;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite({ dataDir: config.dataDir, durable: config.durable });
}
