/**
 * Migrates and seeds the run's template database: `node --import tsx tests/server/buildTemplate.ts pglite <file>`
 * writes a PGlite data-directory dump to the file; `… postgres <name>` creates the database `name` on the server
 * of TEST_DATABASE_URL. tests/server/globalSetup.ts runs it in a child process while the other projects' tests run.
 */
import { renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../../server/db/client.js';
import { seedDemoData } from '../../server/db/seed.js';
import { setPasswordHashCostForTests } from '../../server/abp/password.js';
import { TEST_PASSWORD_HASH_COST, TEST_SECRET } from './secret.js';

const [driver, target] = process.argv.slice(2);
if (!target || (driver !== 'pglite' && driver !== 'postgres'))
  throw new Error('usage: buildTemplate.ts pglite <file> | postgres <database name>');

setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);

if (driver === 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server suite');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${target}`);
  await admin.end();
  const location = new URL(url);
  location.pathname = `/${target}`;
  const database = await openPostgres(location.toString());
  await database.migrate();
  await seedDemoData(database.db, { secret: TEST_SECRET });
  await database.close();
} else {
  const database = await openPglite();
  await database.migrate();
  await seedDemoData(database.db, { secret: TEST_SECRET });
  const dump = await database.dumpDataDir();
  await database.close();
  // Whole or absent: a worker never reads a half-written dump.
  writeFileSync(`${target}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${target}.partial`, target);
}
