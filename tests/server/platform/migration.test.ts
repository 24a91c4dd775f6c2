import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { explainMigrationError, migrationsFolder } from '../../../server/db/client.js';
import { seedDemoData } from '../../../server/db/seed.js';
import type { Db } from '../../../server/db/client.js';

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'cc-migrations-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database with the demo data as the first release left it (before migration 0001). */
async function databaseBefore0001() {
  const client = await PGlite.create();
  onTestFinished(() => client.close());
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: firstMigrations(1) });
  // The seed writes through today's schema, whose later columns (migrations 0002, 0005, 0013, 0014, 0015) the first release
  // lacked: add them for the seed and drop them again.
  await db.execute(
    sql`alter table users add column security_stamp text default gen_random_uuid()::text not null`,
  );
  await db.execute(
    sql`alter table tenants add column is_self_registration_enabled boolean default true not null`,
  );
  await db.execute(sql`alter table users add column agent_code text`);
  await db.execute(sql`alter table users add column awaiting_activation boolean default false not null`);
  await db.execute(
    sql`alter table tenants add column allow_payment_after_stay boolean default false not null`,
  );
  const stamped = ['tenants', 'users', 'roles'].map((table) => sql.raw(table)); // migration 0013
  for (const table of stamped)
    await db.execute(sql`alter table ${table} add column concurrency_stamp text default 'seed' not null`);
  await seedDemoData(db as unknown as Db, { configuration: false });
  for (const table of stamped) await db.execute(sql`alter table ${table} drop column concurrency_stamp`);
  await db.execute(sql`alter table tenants drop column allow_payment_after_stay`);
  await db.execute(sql`alter table users drop column awaiting_activation`);
  await db.execute(sql`alter table users drop column agent_code`);
  await db.execute(sql`alter table users drop column security_stamp`);
  await db.execute(sql`alter table tenants drop column is_self_registration_enabled`);
  return db;
}

describe('migration 0001 on existing data', { timeout: 90_000 }, () => {
  it('stops with a message naming a clash with a new unique index; applies once it is resolved, keeping the data', async () => {
    const db = await databaseBefore0001();
    await db.execute(
      sql`insert into roles (tenant_id, name, normalized_name, display_name) values (3, 'agent', 'AGENT', 'agent')`,
    );
    await expect(migrate(db, { migrationsFolder }).catch(explainMigrationError)).rejects.toThrow(
      /^Database migration failed: Migration 0001: several roles of one tenant share a name \(case-insensitively\): tenant 3: AGENT/,
    );
    await db.execute(sql`delete from roles where name = 'agent'`);
    await migrate(db, { migrationsFolder });
    const users = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(users.rows[0]?.n).toBe(26);
    const folded = await db.execute<{ f: string }>(sql`select cc_fold('Ђорђе Çela') as f`);
    expect(folded.rows[0]?.f).toBe('dorde cela');
  });
});
