import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type Database } from '../../server/db/client.js';

/**
 * One database per test worker, put back to the seeded template before every test that asks for a fresh one.
 * Starting PGlite from the template's data directory costs about 1.4 s of CPU, and `CREATE DATABASE … TEMPLATE`
 * on PostgreSQL a few hundred milliseconds; putting back only the tables a test wrote costs a few milliseconds.
 *
 * How: a statement trigger on every table of the public schema notes the table in `cc_test.dirty` when a statement
 * writes it; the reset replaces the noted tables' rows with the copies taken at start (foreign keys and triggers
 * are off during the copy: `session_replication_role = replica`) and puts every sequence back where it was.
 * A test that changes the schema (a constraint added to make a write fail, say) is noted by an event trigger: its
 * database is closed and the next test gets a new one, so no test inherits another's schema.
 */
export interface ReusableDatabase {
  database: Database;
  /** Puts the rows back; false when the schema changed and the database was closed instead. */
  reset(): Promise<boolean>;
}

/** What the reset needs from a connection: statements run as one script, and a query returning rows. */
interface Connection {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  closed(): boolean;
}

const SNAPSHOT = 'cc_test';
/** The name noted in the dirty list when a statement changed the schema. */
const SCHEMA_CHANGED = '<schema>';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function prepare(connection: Connection, database: Database): Promise<ReusableDatabase> {
  const tables = (
    await connection.rows<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const sequences = await connection.rows<{ name: string; value: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
       from pg_sequences where schemaname = 'public'`,
  );
  await connection.exec(`
    create schema ${SNAPSHOT};
    create table ${SNAPSHOT}.dirty (name text primary key);
    create function ${SNAPSHOT}.mark() returns trigger language plpgsql as $$
      begin
        insert into ${SNAPSHOT}.dirty values (tg_table_name) on conflict do nothing;
        return null;
      end $$;
    ${tables
      .map(
        (t) => `create table ${SNAPSHOT}.${quote(t)} as table public.${quote(t)};
          create trigger cc_test_mark after insert or update or delete or truncate on public.${quote(t)}
            for each statement execute function ${SNAPSHOT}.mark();`,
      )
      .join('\n')}
    create function ${SNAPSHOT}.mark_schema() returns event_trigger language plpgsql as $$
      begin
        insert into ${SNAPSHOT}.dirty values ('${SCHEMA_CHANGED}') on conflict do nothing;
      end $$;
    create event trigger cc_test_schema on ddl_command_end execute function ${SNAPSHOT}.mark_schema();
  `);
  const restoreSequences = sequences
    .map((s) =>
      s.value === null
        ? `alter sequence ${s.name} restart;`
        : `select setval('${s.name}', ${s.value}, true);`,
    )
    .join('\n');
  const reusable: ReusableDatabase = {
    // A test may close its database (to make every query fail, or to restart): the next test then gets a new one.
    database: {
      ...database,
      close: async () => {
        worker = null;
        await database.close();
      },
    },
    async reset() {
      if (connection.closed()) return false;
      const dirty = (await connection.rows<{ name: string }>(`select name from ${SNAPSHOT}.dirty`)).map(
        (r) => r.name,
      );
      if (dirty.includes(SCHEMA_CHANGED)) {
        await reusable.database.close();
        return false;
      }
      await connection.exec(`
        begin;
        set local session_replication_role = replica;
        ${dirty
          .map(
            (t) => `delete from public.${quote(t)};
              insert into public.${quote(t)} overriding system value select * from ${SNAPSHOT}.${quote(t)};`,
          )
          .join('\n')}
        delete from ${SNAPSHOT}.dirty;
        ${restoreSequences}
        commit;
      `);
      return true;
    },
  };
  return reusable;
}

/**
 * Waits for the run's template: tests/server/globalSetup.ts builds it in a child process while other tests run,
 * and notes the outcome in a file.
 */
async function templateBuilt(): Promise<void> {
  const status = inject('templateStatus');
  for (;;) {
    if (existsSync(`${status}.ready`)) return;
    if (existsSync(`${status}.failed`))
      throw new Error(`the template database was not built: ${readFileSync(`${status}.failed`, 'utf8')}`);
    await sleep(50);
  }
}

let templateBytes: Buffer | null = null;

/**
 * The run's migrated and seeded template as a PGlite data-directory dump (the PGlite project only): for a test that
 * needs a data directory of its own with the demo data in it, at the cost of unpacking it instead of initdb,
 * migrations and seeding.
 */
export async function pgliteTemplate(): Promise<Blob> {
  await templateBuilt();
  templateBytes ??= readFileSync(inject('templatePath'));
  return new Blob([templateBytes]);
}

async function startPglite(): Promise<ReusableDatabase> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  const connection: Connection = {
    exec: async (script) => void (await client.exec(script)),
    rows: async <T>(query: string) => (await client.query<T>(query)).rows,
    closed: () => client.closed,
  };
  return prepare(connection, wrapPglite(client));
}

/** PostgreSQL: a database per worker cloned from the run's template; globalSetup drops them at the end. */
async function startPostgres(): Promise<ReusableDatabase> {
  await templateBuilt();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const template = inject('templateDatabase');
  const name = `${template}_w${process.pid}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let ended = false;
  const connection: Connection = {
    exec: async (script) => void (await client.query(script)),
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
    closed: () => ended,
  };
  const reusable = await prepare(connection, database);
  const close = reusable.database.close;
  reusable.database.close = async () => {
    ended = true;
    await client.end();
    await close();
  };
  return reusable;
}

let worker: Promise<ReusableDatabase> | null = null;

function start(): Promise<ReusableDatabase> {
  worker ??= inject('dbDriver') === 'postgres' ? startPostgres() : startPglite();
  return worker;
}

/** Starts the worker's database ahead of the tests (a setup hook, so the start does not count as test time). */
export async function warmReusableDatabase(): Promise<void> {
  await start();
}

/** The worker's database, back in the template's state. */
export async function reusableDatabase(): Promise<ReusableDatabase> {
  for (;;) {
    const reusable = await start();
    if (await reusable.reset()) return reusable;
  }
}
