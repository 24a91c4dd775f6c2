import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

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
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the embedded PGlite database kept in `dataDir` (in memory when omitted, or from a dumped template). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> {
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Opens a PostgreSQL database through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover, admin command) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => (await pool.query('select 1 as ok')).rows.length === 1,
    close: async () => {
      if (!pool.ended) await pool.end();
    },
    dumpDataDir: () => Promise.reject(new Error('only PGlite databases can be dumped')),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
