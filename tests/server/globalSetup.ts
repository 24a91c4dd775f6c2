import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../server/db/client.js';
import { seedDemoData } from '../../server/db/seed.js';
import { setPasswordHashCostForTests } from '../../server/abp/password.js';
import { TEST_PASSWORD_HASH_COST, TEST_SECRET } from './secret.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbDriver: 'pglite' | 'postgres';
    templatePath: string;
    templateDatabase: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test worker then starts from a copy of it (a PGlite
 * data-dir dump, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL) instead of migrating again, and puts it back to
 * the template's state before every test (tests/server/reusableDatabase.ts).
 */
export default async function setup(project: TestProject) {
  setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);
  const driver = project.config.provide?.dbDriver ?? 'pglite';
  if (driver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server suite');
    const name = `cc_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    await database.migrate();
    await seedDemoData(database.db, { secret: TEST_SECRET });
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('templatePath', '');
    return async () => {
      // The workers' databases (tests/server/reusableDatabase.ts), then the template.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}\\_w%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  await seedDemoData(database.db, { secret: TEST_SECRET });
  const dump = await database.dumpDataDir();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'cc-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('templatePath', path);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
