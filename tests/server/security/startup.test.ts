import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildServer, serverNodeFlags } from '../../../scripts/build/server.js';
import { buildApp } from '../../../server/app.js';
import { parseEnv, readConfig } from '../../../server/config.js';
import { DataDirLockedError, lockDataDir } from '../../../server/db/dataDirLock.js';
import { prepareDatabase } from '../../../server/db/prepare.js';
import { tenants, users } from '../../../server/db/schema.js';

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

  it('flushes its write-ahead log before acknowledging a write, and not for reads', async () => {
    const dataDir = tempDir();
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

describe('the compiled server (what npm start runs)', { timeout: 120_000 }, () => {
  it('migrates and seeds a fresh embedded database, serves the API, and stops cleanly on SIGTERM', async () => {
    const out = mkdtempSync(join(process.cwd(), 'dist-server-test-'));
    onTestFinished(() => rmSync(out, { recursive: true, force: true }));
    await buildServer(process.cwd(), out);
    const port = 4297;
    // With the V8 settings npm start gives it.
    const child = spawn(process.execPath, [...serverNodeFlags, join(out, 'main.js')], {
      env: {
        ...process.env,
        DATA_DIR: tempDir(),
        PORT: String(port),
        JWT_SECRET: 'z'.repeat(32),
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        SMTP_CATCHER: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    let health: Response | null = null;
    // A first start creates the database in a child process, then opens it: up to a minute on a busy machine.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !health?.ok) {
      health = await fetch(`${base}/health`).catch(() => null);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(await health!.json()).toMatchObject({ status: 'ok', database: { driver: 'pglite', up: true } });
    const signIn = await fetch(`${base}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Abp.TenantId': '3' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: '123qwe' }),
    });
    expect(signIn.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
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

  it('stops a second server process on the same DATA_DIR before it opens the database', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, 1234);
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '4299', JWT_SECRET: 'y'.repeat(32), DATABASE_URL: '' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    await release();
    expect(code).toBe(1);
    expect(stderr).toContain(
      `DATA_DIR ${dataDir} is in use by another Client Care server: process ${process.pid}`,
    );
    expect(stderr).not.toContain('    at ');
  });
});
