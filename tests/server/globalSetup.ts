import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dbDriver: 'pglite' | 'postgres';
    templatePath: string;
    templateDatabase: string;
    /** A directory where `ready` appears once the template is built, or `failed` with the builder's output. */
    templateStatus: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const builder = fileURLToPath(new URL('./buildTemplate.ts', import.meta.url));

/**
 * One template database per run, migrated and seeded once; each test worker then starts from a copy of it (a PGlite
 * data-dir dump, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL) instead of migrating again, and puts it back to
 * the template's state before every test (tests/server/reusableDatabase.ts).
 *
 * The template is built in a child process (tests/server/buildTemplate.ts) that this setup does not wait for: Vitest
 * runs every project's global setup before the first test of any project, and building both templates took 12 s of
 * one core (PGlite's initdb, migrations and seed; then PostgreSQL's) while the other core had nothing to do. The
 * components run meanwhile; a server worker waits for the `ready` file before it opens its database.
 */
export default function setup(project: TestProject) {
  const driver = project.config.provide?.dbDriver ?? 'pglite';
  const dir = mkdtempSync(join(tmpdir(), 'cc-template-'));
  const status = join(dir, 'status');
  const path = driver === 'pglite' ? join(dir, 'template.tar') : '';
  const name = driver === 'postgres' ? `cc_template_${process.pid}_${Date.now()}` : '';
  const url = process.env.TEST_DATABASE_URL;
  if (driver === 'postgres' && !url)
    throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server suite');

  const child = spawn(process.execPath, ['--import', 'tsx', builder, driver, path || name], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const built = new Promise<void>((resolve) => {
    child.on('error', (error) => {
      writeFileSync(`${status}.failed`, `${error.stack ?? error.message}\n${output}`);
      resolve();
    });
    child.on('exit', (code, signal) => {
      if (code === 0) writeFileSync(`${status}.ready`, '');
      else writeFileSync(`${status}.failed`, `template builder exited with ${code ?? signal}:\n${output}`);
      resolve();
    });
  });

  project.provide('templatePath', path);
  project.provide('templateDatabase', name);
  project.provide('templateStatus', status);

  return async () => {
    // A run cut short (a failing filter, Ctrl-C) ends before the template is built: stop the builder.
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await built;
    if (driver === 'postgres') {
      // The workers' databases (tests/server/reusableDatabase.ts), then the template.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}\\_w%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
