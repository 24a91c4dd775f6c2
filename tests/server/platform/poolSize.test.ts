import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, parseEnv, readConfig } from '../../../server/config.js';
import { openPostgres } from '../../../server/db/client.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('the PostgreSQL connection pool size', () => {
  it('defaults to twice the cores, at least 4 and at most 10', () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(3)).toBe(6);
    expect(defaultPoolSize(8)).toBe(10);
    expect(defaultPoolSize(64)).toBe(10);
  });

  it('is read from DATABASE_POOL_SIZE, and a bad value names the variable', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cc-pool-'));
    try {
      expect(readConfig({ DATA_DIR: dataDir }).databasePoolSize).toBe(defaultPoolSize());
      expect(readConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(() => parseEnv({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number of connections \(got "many"\)/,
    );
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE must be between 1 and 500/,
    );
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(!!url)('the pool on PostgreSQL', () => {
  it('never opens more connections than its size, however many queries wait', async () => {
    const database = await openPostgres(url!, 2);
    try {
      // Eight statements at once, each holding its connection for a moment: they share two backends.
      const pids = await Promise.all(
        Array.from({ length: 8 }, () =>
          database.db
            .execute(sql`select pg_backend_pid() as pid, pg_sleep(0.02)`)
            .then((r) => (r as unknown as { rows: { pid: number }[] }).rows[0]!.pid),
        ),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
