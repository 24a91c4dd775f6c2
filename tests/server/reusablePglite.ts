import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { wrapPglite, type Database } from '../../server/db/client.js';

/**
 * One embedded database per test worker, put back to the seeded template before every test that asks for a fresh
 * one. Starting PGlite from the template's data directory costs about 1.4 s of CPU; putting back only the tables a
 * test wrote costs a few milliseconds.
 *
 * How: a statement trigger on every table of the public schema notes the table in `cc_test.dirty` when a statement
 * writes it; the reset replaces the noted tables' rows with the copies taken at start (foreign keys and triggers
 * are off during the copy: `session_replication_role = replica`) and puts every sequence back where it was.
 */
export interface ReusablePglite {
  database: Database;
  reset(): Promise<void>;
}

const SNAPSHOT = 'cc_test';

async function prepare(client: PGlite): Promise<ReusablePglite> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => r.name);
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
  await client.exec(`
    create schema ${SNAPSHOT};
    create table ${SNAPSHOT}.dirty (name text primary key);
    create function ${SNAPSHOT}.mark() returns trigger language plpgsql as $$
      begin
        insert into ${SNAPSHOT}.dirty values (tg_table_name) on conflict do nothing;
        return null;
      end $$;
    ${tables
      .map(
        (t) => `create table ${SNAPSHOT}.${q(t)} as table public.${q(t)};
          create trigger cc_test_mark after insert or update or delete or truncate on public.${q(t)}
            for each statement execute function ${SNAPSHOT}.mark();`,
      )
      .join('\n')}
  `);
  const restoreSequences = sequences
    .map((s) =>
      s.value === null
        ? `alter sequence ${s.name} restart;`
        : `select setval('${s.name}', ${s.value}, true);`,
    )
    .join('\n');
  const database = wrapPglite(client);
  return {
    // A test may close its database (to make every query fail, or to restart): the next test then gets a new one.
    database: {
      ...database,
      close: async () => {
        worker = null;
        await database.close();
      },
    },
    async reset() {
      if (client.closed) return;
      const dirty = (await client.query<{ name: string }>(`select name from ${SNAPSHOT}.dirty`)).rows.map(
        (r) => r.name,
      );
      if (dirty.length === 0) {
        await client.exec(restoreSequences);
        return;
      }
      await client.exec(`
        begin;
        set local session_replication_role = replica;
        ${dirty
          .map(
            (t) => `delete from public.${q(t)};
              insert into public.${q(t)} overriding system value select * from ${SNAPSHOT}.${q(t)};`,
          )
          .join('\n')}
        delete from ${SNAPSHOT}.dirty;
        ${restoreSequences}
        commit;
      `);
    },
  };
}

let worker: Promise<ReusablePglite> | null = null;
let templateBytes: Buffer | null = null;

function start(): Promise<ReusablePglite> {
  templateBytes ??= readFileSync(inject('templatePath'));
  worker ??= PGlite.create({ loadDataDir: new Blob([templateBytes]) }).then(prepare);
  return worker;
}

/** Starts the worker's database ahead of the tests (a setup hook, so the start does not count as test time). */
export async function warmReusablePglite(): Promise<void> {
  if (inject('dbDriver') === 'pglite') await start();
}

/** The worker's database, back in the template's state. */
export async function reusablePglite(): Promise<ReusablePglite> {
  const reusable = await start();
  await reusable.reset();
  return reusable;
}
