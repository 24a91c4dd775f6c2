/**
 * `npm run bench:api -- --duration 20`: autocannon with 50 connections against the real server, on PGlite and
 * on PostgreSQL (a throw-away database on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test)
 * in one run. For `/health`, `Session/GetCurrentUserInformations` and `User/GetAll` it prints requests/s and
 * p50/p95/p99 latency, the ratios to /health (targets: session ≥ 60 %, User/GetAll ≥ 35 %), and the server's RSS
 * after a first and a second round of load (targets: ≤ 300 MB PGlite, ≤ 150 MB PostgreSQL, < 5 % growth).
 *
 * Options: --duration <s> per endpoint and round (default 10), --connections <n> (50), --port <n> (4214),
 * --only pglite|postgres, --server-dir <checkout> (another checkout's server, for before/after figures).
 */
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { option } from './browser.js';
import { PERF_JWT_SECRET, signInToken, startServer } from './server.js';

const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const port = Number(option('port', '4214'));
const only = option('only', '');
const serverDir = option('server-dir', '') || undefined;
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const ENDPOINTS = [
  { name: '/health', path: '/health', auth: false },
  {
    name: 'Session/GetCurrentUserInformations',
    path: '/api/services/app/Session/GetCurrentUserInformations',
    auth: true,
  },
  { name: 'User/GetAll', path: '/api/services/app/User/GetAll?MaxResultCount=10', auth: true },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(url: string, token: string, endpoint: (typeof ENDPOINTS)[number]) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${endpoint.path}`,
        connections,
        duration,
        headers: endpoint.auth ? { authorization: `Bearer ${token}` } : {},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

async function bench(driver: 'pglite' | 'postgres') {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (driver === 'postgres') {
    const name = `cc_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(pgUrl);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // A production server refuses to seed the demo accounts into PostgreSQL (their password is public): the
  // throw-away database gets them from `db:seed` first, as a staging database would.
  if (databaseUrl)
    execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/seed.ts'], {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        JWT_SECRET: PERF_JWT_SECRET,
      },
    });
  const server = await startServer({
    port,
    databaseUrl,
    staticDir: '/nonexistent',
    cwd: serverDir,
    env: databaseUrl ? { SEED_DEMO: 'false' } : {},
  });
  const lines: string[] = [];
  try {
    const token = await signInToken(server.url);
    const rssStart = server.rssMb();
    const rounds: number[] = [];
    let first: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const round of [1, 2]) {
      const results: typeof first = {};
      for (const endpoint of ENDPOINTS) results[endpoint.name] = await load(server.url, token, endpoint);
      if (round === 1) first = results;
      rounds.push(server.rssMb());
    }
    const health = first['/health']!.rps;
    lines.push(
      `${driver}: ${connections} connections, ${duration} s per endpoint and round (RSS at start ${rssStart} MB)`,
    );
    for (const endpoint of ENDPOINTS) {
      const r = first[endpoint.name]!;
      const ratio =
        endpoint.name === '/health' ? '' : `  ${((r.rps / health) * 100).toFixed(0)} % of /health`;
      lines.push(
        `  ${endpoint.name.padEnd(36)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}${ratio}`,
      );
    }
    const growth = ((rounds[1]! - rounds[0]!) / rounds[0]!) * 100;
    lines.push(
      `  RSS after round 1: ${rounds[0]} MB, after round 2: ${rounds[1]} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
    );
  } finally {
    await server.close();
    await dropDatabase();
  }
  return lines.join('\n');
}

const out: string[] = [];
for (const driver of ['pglite', 'postgres'] as const)
  if (!only || only === driver) out.push(await bench(driver));
console.log(out.join('\n'));
