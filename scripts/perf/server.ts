/**
 * Starts the real server (`server/main.ts`) in a child process for the performance scripts: its own port, a
 * throw-away data directory (PGlite, migrated and seeded on start) or DATABASE_URL, and the given SPA build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverBuildIsStale, serverEntry, serverNodeFlags } from '../build/server.js';

/** The servers' signing secret (also what seeds a database for them: sealed demo credentials depend on it). */
export const PERF_JWT_SECRET = 'perf-secret-perf-secret-perf-secret';

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the server process in MB (from /proc). */
  rssMb(): number;
  close(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  staticDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another checkout to run (e.g. an older commit, for before/after figures); default the current directory. */
  cwd?: string;
  /** A PGlite data directory to use (and keep) instead of a throw-away one. */
  dataDir?: string;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cc-perf-'));
  // The server as `npm start` runs it: compiled (dist-server, rebuilt when stale). A checkout from before the
  // compiled server (--server-dir) runs through tsx.
  const cwd = options.cwd ?? process.cwd();
  const compiled = existsSync(join(cwd, 'scripts/build/server.ts'));
  if (compiled && serverBuildIsStale(cwd)) await buildServer(cwd);
  const args = compiled
    ? [...serverNodeFlags, join(cwd, serverEntry)]
    : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: options.staticDir ?? 'dist',
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '0',
      // The scripts sign in as the demo accounts (admin/123qwe); seeding is off by default since the security issue.
      SEED_DEMO: 'true',
      JWT_SECRET: PERF_JWT_SECRET,
      NODE_ENV: 'production',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer ${url}/health within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async close() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signInToken(
  url: string,
  userName = 'admin',
  password = '123qwe',
  tenantId?: number,
): Promise<string> {
  const res = await fetch(`${url}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(tenantId === undefined ? {} : { 'Abp.TenantId': String(tenantId) }),
    },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password, rememberClient: true }),
  });
  const body = (await res.json()) as { result?: { accessToken?: string } };
  if (!body.result?.accessToken) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.result.accessToken;
}
