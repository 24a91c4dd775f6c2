import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { parseEnv, readConfig } from '../../../server/config.js';
import { DataDirLockedError, lockDataDir } from '../../../server/db/dataDirLock.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { tenants, users } from '../../../server/db/schema.js';
import { pgliteTemplate } from '../reusableDatabase.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-startup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the server environment', () => {
  it('names the bad variable, its rule and its value (secrets hidden)', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT must be a port number \(got "eighty"\)/);
    expect(() => parseEnv({ LOGIN_RATE_LIMIT: '-1' })).toThrow(/LOGIN_RATE_LIMIT must be a whole number/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\//);
    expect(() => parseEnv({ JWT_SECRET: 'short-secret' })).toThrow(
      /JWT_SECRET must be at least 32 characters long \(got \(hidden\)\)/,
    );
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and never seeds the demo unless asked', () => {
    const dataDir = tempDir();
    expect(readConfig({ DATA_DIR: dataDir })).toMatchObject({ host: '127.0.0.1', seedDemo: false });
    expect(readConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', SEED_DEMO: 'true' })).toMatchObject({
      host: '0.0.0.0',
      seedDemo: true,
    });
    expect(() =>
      parseEnv({ SEED_DEMO: 'true', NODE_ENV: 'production', DATABASE_URL: 'postgres://db/prod' }),
    ).toThrow(/SEED_DEMO=true is refused with NODE_ENV=production on PostgreSQL/);
  });
});

describe('a fresh embedded database', { timeout: 60_000 }, () => {
  it('gets only a host admin with a generated password shown once, or the demo when SEED_DEMO asks', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const dataDir = tempDir();
    const database = await prepareDatabase({ dataDir, databaseUrl: undefined, seedDemo: false });
    // Reopened after its creation (initdb's memory is gone), with the embedded settings.
    const settings = await database.db.execute(sql`show shared_buffers`);
    expect((settings as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '32MB' }]);
    expect(await database.db.select().from(tenants)).toEqual([]);
    const [admin, ...others] = await database.db.select().from(users);
    expect(others).toEqual([]);
    expect(admin?.userName).toBe('admin');
    const password = /password (\S+)/.exec(printed.join('\n'))?.[1];
    expect(password).toMatch(/^.{16}$/);
    const app = await buildApp({ database, jwtSecret: 'x'.repeat(32) });
    const signIn = (pw: string) =>
      app.inject({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        payload: { userNameOrEmailAddress: 'admin', password: pw },
      });
    expect((await signIn(password!)).statusCode).toBe(200);
    expect((await signIn('123qwe')).statusCode).toBe(500);
    await app.close();
    await database.close();
    // The next start prints nothing: the password was shown once.
    printed.length = 0;
    const again = await prepareDatabase({ dataDir, databaseUrl: undefined, seedDemo: true });
    expect(printed.join('')).not.toContain('password');
    expect(await again.db.select().from(tenants)).toEqual([]);
    await again.close();
  });
});

describe('an embedded database in a data directory', { timeout: 60_000 }, () => {
  it('flushes its write-ahead log before acknowledging a write, and not for reads', async () => {
    // The run's seeded template unpacked into a data directory: the flushing does not depend on how the directory
    // was created, and creating one (initdb, migrations, the demo seed) is the test above's and the compiled
    // server's (compiledServer.test.ts).
    const dataDir = tempDir();
    const seeded = await PGlite.create({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: await pgliteTemplate(),
    });
    await seeded.close();
    const database = await prepareDatabase({ dataDir, databaseUrl: undefined, seedDemo: true });
    const app = await buildApp({ database, jwtSecret: 'x'.repeat(32) });
    const before = database.syncs;
    await app.inject({ method: 'GET', url: '/api/services/app/Session/GetCurrentLoginInformations' });
    expect(database.syncs).toBe(before);
    const res = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'Abp-TenantId': '3' },
      payload: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(res.statusCode).toBe(200);
    expect(database.syncs).toBe(before + 1);
    await app.close();
    await database.close();
  });
});

describe('the data directory lock', () => {
  it('refuses a second holder with a message naming the directory and the first process', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, 8081);
    const second = lockDataDir(dataDir, 8082);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another Client Care server: process ${process.pid} (port 8081)`,
    );
    await release();
    const again = await lockDataDir(dataDir, 8082);
    await again();
  });
});
