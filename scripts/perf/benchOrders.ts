/**
 * `npm run bench:orders`: `Order/GetOrders` at growing table sizes, on PostgreSQL and on PGlite, against the real
 * server. For each size it grows the orders table with `db:seed:scale` (all added orders in tenant 3, so one
 * tenant's list really holds them), restarts the server, signs in as that tenant's admin and loads three pages
 * with autocannon: the first page, a filtered page (status + creation date range + currency) and a deep page
 * (rows 5,001–5,020). It prints requests/s and p50/p95/p99 per page and size, the totalCount each page reported
 * (and whether it was an estimate), and checks the targets of issue 12: PostgreSQL p95 ≤ 30 ms at the largest
 * size and growth from the smallest to the largest < 2×; PGlite p95 ≤ 80 ms at 100k. Exits 1 when one is missed.
 *
 * Options: --pg-sizes 10000,100000,1000000 --pglite-sizes 10000,100000 --duration 10 (s per page)
 * --connections 10 --port 4215 --only pglite|postgres. BENCH_DATABASE_URL names the PostgreSQL server
 * (default postgres://postgres@127.0.0.1:5432/test; a throw-away database is created on it and dropped after).
 * --pg-existing <url>: measure a PostgreSQL database seeded earlier (`db:seed:scale`), at the size it has, instead
 * of growing a throw-away one (seeding a million orders takes this machine 10 to 20 minutes); it is left as found.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { option } from './browser.js';
import { signInToken, startServer, type RunningServer } from './server.js';

const sizesOf = (name: string, fallback: string) =>
  option(name, fallback)
    .split(',')
    .filter(Boolean)
    .map((s) => Number(s.replace(/_/g, '')));
const pgSizes = sizesOf('pg-sizes', '10000,100000,1000000');
const pgliteSizes = sizesOf('pglite-sizes', '10000,100000');
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const port = Number(option('port', '4215'));
const only = option('only', '');
const pgExisting = option('pg-existing', '');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TENANT = 3;
const SEEDED_PER_TENANT = 320;

const day = 86_400_000;
const PAGES = [
  { name: 'first page', query: 'MaxResultCount=20' },
  {
    name: 'filtered page',
    query: new URLSearchParams({
      MaxResultCount: '20',
      Status: '3',
      Currency: 'RSD',
      StartCreationDate: new Date(Date.now() - 180 * day).toISOString(),
      EndCreationDate: new Date().toISOString(),
    }).toString(),
  },
  { name: 'deep page', query: 'MaxResultCount=20&SkipCount=5000' },
];

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  totalCount: number;
  estimate: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(server: RunningServer, token: string, query: string): Promise<Figures> {
  const url = `${server.url}/api/services/app/Order/GetOrders?${query}`;
  const headers = { authorization: `Bearer ${token}`, 'Abp.TenantId': String(TENANT) };
  const once = (await (await fetch(url, { headers })).json()) as {
    result?: { totalCount: number; totalCountIsEstimate?: boolean };
  };
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, r) =>
      error ? reject(error) : resolve(r),
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
    totalCount: once.result?.totalCount ?? -1,
    estimate: once.result?.totalCountIsEstimate ?? false,
  };
}

/** Grows tenant 3's orders to `size` (demo data first on an empty database) with the scale seeder. */
function grow(env: Record<string, string>, add: number) {
  if (add <= 0) return;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/scripts/seedScale.ts', '--orders', String(add), '--tenant', String(TENANT)],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env, SEED_DEMO: 'true' } },
  );
}

async function bench(driver: 'postgres' | 'pglite', sizes: number[]) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let dataDir: string | undefined;
  if (driver === 'postgres' && pgExisting) {
    env = { DATABASE_URL: pgExisting };
    cleanup = async () => {};
    const client = new pg.Client({ connectionString: pgExisting });
    await client.connect();
    const { rows: counted } = await client.query<{ n: string }>(
      'select count(*) as n from orders where tenant_id = $1',
      [TENANT],
    );
    await client.end();
    // Measured at the size it has: nothing is added.
    sizes = [Number(counted[0]?.n ?? 0)];
  } else if (driver === 'postgres') {
    const name = `cc_bench_orders_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(pgUrl);
    target.pathname = `/${name}`;
    env = { DATABASE_URL: target.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-orders-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir!, { recursive: true, force: true });
  }
  const rows: { size: number; page: string; figures: Figures }[] = [];
  let have = 0;
  try {
    for (const size of sizes) {
      const began = Date.now();
      if (!(driver === 'postgres' && pgExisting)) grow(env, size - SEEDED_PER_TENANT - have);
      have = size - SEEDED_PER_TENANT;
      console.error(
        `${driver}: ${size.toLocaleString('en')} orders in tenant ${TENANT} (${((Date.now() - began) / 1000).toFixed(0)} s to seed)`,
      );
      const server = await startServer({
        port,
        staticDir: '/nonexistent',
        databaseUrl: env.DATABASE_URL || undefined,
        dataDir,
        env: { SEED_DEMO: 'false' },
      });
      try {
        const token = await signInToken(server.url, 'admin', '123qwe', TENANT);
        // One warm-up pass so that the first figures are not those of cold caches.
        for (const page of PAGES) await measure(server, token, page.query).catch(() => undefined);
        for (const page of PAGES)
          rows.push({ size, page: page.name, figures: await measure(server, token, page.query) });
      } finally {
        await server.close();
      }
    }
  } finally {
    await cleanup();
  }
  return { rows, sizes };
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
const failures: string[] = [];
for (const [driver, sizes] of [
  ['postgres', pgSizes],
  ['pglite', pgliteSizes],
] as const) {
  if (only && only !== driver) continue;
  const { rows, sizes: measured } = await bench(driver, [...sizes]);
  console.log(`\n${driver}: Order/GetOrders, ${connections} connections, ${duration} s per page`);
  console.log('  orders      page            req/s      p50      p95      p99  errors  totalCount');
  for (const { size, page, figures: f } of rows)
    console.log(
      `  ${size.toLocaleString('en').padEnd(10)}  ${page.padEnd(14)} ${f.rps.toFixed(0).padStart(6)} ${fmt(f.p50)}  ${fmt(f.p95)}  ${fmt(f.p99)}  ${String(f.errors).padStart(6)}  ${f.totalCount.toLocaleString('en')}${f.estimate ? ' (estimate)' : ''}`,
    );
  const largest = Math.max(...measured);
  const smallest = Math.min(...measured);
  for (const page of PAGES) {
    const at = (size: number) => rows.find((r) => r.size === size && r.page === page.name)?.figures;
    const big = at(largest);
    const small = at(smallest);
    if (!big || !small) continue;
    if (big.errors > 0) failures.push(`${driver} ${page.name} at ${largest}: ${big.errors} errors`);
    if (driver === 'postgres') {
      if (big.p95 > 30) failures.push(`postgres ${page.name} at ${largest}: p95 ${big.p95} ms > 30 ms`);
      if (smallest === largest) {
        console.log(`  ${page.name}: one size only, growth not measured`);
        continue;
      }
      const growth = big.p95 / Math.max(small.p95, 1);
      console.log(
        `  ${page.name}: p95 growth ${smallest.toLocaleString('en')} → ${largest.toLocaleString('en')} ×${growth.toFixed(2)}`,
      );
      if (growth >= 2) failures.push(`postgres ${page.name}: p95 grew ×${growth.toFixed(2)} (target < 2×)`);
    } else {
      const at100k = at(100_000);
      if (at100k && at100k.p95 > 80)
        failures.push(`pglite ${page.name} at 100,000: p95 ${at100k.p95} ms > 80 ms`);
    }
  }
}
if (failures.length) {
  console.log(`\nMissed targets:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll targets met.');
