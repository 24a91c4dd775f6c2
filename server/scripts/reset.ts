import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { readConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { prepareDatabase } from '../db/prepare.js';

/** Drops every table (PostgreSQL) or the embedded database files (PGlite), then migrates and seeds again. */
const config = { ...readConfig(), seedDemo: true };
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, null);
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
} else {
  rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
}
const database = await prepareDatabase(config);
await database.close();
await unlock?.();
console.log('Database reset and demo data seeded.');
