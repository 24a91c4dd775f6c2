import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildServer, serverNodeFlags } from '../../../scripts/build/server.js';
import { lockDataDir } from '../../../server/db/dataDirLock.js';
import { pgliteTemplate } from '../reusableDatabase.js';

// Apart from startup.test.ts so that the two can run side by side. A first start on a new data directory (initdb,
// migrations and the demo seed, in the compiled server) is what the browser tests' server does on every run
// (playwright.config.ts starts this bundle on a new DATA_DIR); here the bundle starts on the run's seeded template,
// which spares the suite 10 to 20 s of initdb and seeding on one core.
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-startup-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

// One build for the file's server processes. Starting the bundle takes a fraction of what loading server/main.ts
// through tsx took (4 to 5 s of CPU for the start that the lock refuses), and it is what npm start runs.
let out = '';
beforeAll(async () => {
  out = mkdtempSync(join(process.cwd(), 'dist-server-test-'));
  await buildServer(process.cwd(), out);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The compiled server, started with the V8 settings npm start gives it. */
const startServer = (env: Record<string, string>) =>
  spawn(process.execPath, [...serverNodeFlags, join(out, 'main.js')], { env: { ...process.env, ...env } });

describe('the compiled server (what npm start runs)', { timeout: 120_000 }, () => {
  it('opens an embedded database, serves the API, and stops cleanly on SIGTERM', async () => {
    const port = 4297;
    const dataDir = tempDir();
    const seeded = await PGlite.create({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: await pgliteTemplate(),
    });
    await seeded.close();
    const child = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: 'z'.repeat(32),
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SMTP_CATCHER: 'false',
      LOG_LEVEL: 'warn',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    let health: Response | null = null;
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

  it('stops a second server process on the same DATA_DIR before it opens the database', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir, 1234);
    const child = startServer({
      DATA_DIR: dataDir,
      PORT: '4299',
      JWT_SECRET: 'y'.repeat(32),
      DATABASE_URL: '',
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
