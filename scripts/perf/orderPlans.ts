/**
 * The database's side of one `Order/GetOrders` call: runs the call in process against a database, records every
 * SQL statement it sends, and explains each with `EXPLAIN (ANALYZE, BUFFERS)`. Used by `npm run bench:orders`
 * (the plan's node types next to the latencies) and on its own:
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/perf/orderPlans.ts [--tenant 3] [--query 'Status=3&…'] [--full]
 *   DATA_DIR=<dir> npx tsx scripts/perf/orderPlans.ts …          (the embedded database of that directory)
 *
 * Without --query it explains every scenario of the benchmark (`ORDER_SCENARIOS`). --full prints whole plans.
 */
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { option } from './browser.js';
import { ORDER_SCENARIOS } from './orderScenarios.js';

interface Statement {
  text: string;
  values: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface ExplainedStatement {
  sql: string;
  /** Execution time in ms, as EXPLAIN ANALYZE reports it (planning separately). */
  executionMs: number;
  planningMs: number;
  plan: PlanNode;
  /** The plan's nodes, one line: "Limit > Index Only Scan orders_tenant_created_idx (20 rows, 0 heap)". */
  shape: string;
}

let recording: Statement[] | null = null;
let patched = false;

/** Records what both drivers send while `recording` is set (node-postgres clients and PGlite). */
function patchDrivers() {
  if (patched) return;
  patched = true;
  const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (recording) {
      if (typeof first === 'string') recording.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        recording.push({ text: config.text, values: (second as unknown[]) ?? config.values ?? [] });
      }
    }
    return pgQuery.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const liteQuery = PGlite.prototype.query as (...args: unknown[]) => Promise<unknown>;
  PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
    if (recording) recording.push({ text: args[0] as string, values: (args[1] as unknown[]) ?? [] });
    return liteQuery.apply(this, args);
  } as typeof PGlite.prototype.query;
}

const describeNode = (node: PlanNode): string => {
  const on = node['Index Name'] ?? node['Relation Name'];
  const rows =
    node['Actual Rows'] === undefined ? '' : ` ${node['Actual Rows']}×${node['Actual Loops'] ?? 1}`;
  const heap = node['Heap Fetches'] === undefined ? '' : ` heap ${node['Heap Fetches']}`;
  return `${node['Node Type']}${on ? ` ${on}` : ''}${rows}${heap}`;
};

/** Every node of the plan, depth first, as "Limit > Nested Loop > (Index Only Scan …, Index Scan …)". */
export function planShape(node: PlanNode): string {
  const children = node.Plans ?? [];
  const self = describeNode(node);
  if (!children.length) return self;
  if (children.length === 1) return `${self} > ${planShape(children[0]!)}`;
  return `${self} > (${children.map(planShape).join(', ')})`;
}

/** The scan nodes of a plan (what reads the table or an index), e.g. "Index Only Scan orders_tenant_created_idx". */
export function scanNodes(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scanNodes)];
}

async function explain(database: Database, statement: Statement): Promise<ExplainedStatement> {
  const text = `explain (analyze, buffers, format json) ${statement.text}`;
  let raw: unknown;
  if (database.driver === 'postgres') {
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    raw = (await client.query(text, statement.values)).rows[0]?.['QUERY PLAN'];
  } else {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    raw = (await client.query<Record<string, unknown>>(text, statement.values)).rows[0]?.['QUERY PLAN'];
  }
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
    'Planning Time': number;
  }[];
  return {
    sql: statement.text,
    executionMs: top!['Execution Time'],
    planningMs: top!['Planning Time'],
    plan: top!.Plan,
    shape: planShape(top!.Plan),
  };
}

export interface TracedCall {
  status: number;
  totalCount: number;
  estimate: boolean;
  /** What the call sent, explained; an EXPLAIN the call itself sent (the count's estimate) is listed, not run. */
  statements: (ExplainedStatement | { sql: string; explain: true })[];
}

async function record(database: Database, send: () => Promise<{ statusCode: number; json(): unknown }>) {
  recording = [];
  const res = await send();
  const sent = recording;
  recording = null;
  const body = res.json() as { result?: { totalCount: number; totalCountIsEstimate?: boolean } };
  const statements: TracedCall['statements'] = [];
  for (const statement of sent) {
    if (/^\s*explain\b/i.test(statement.text)) statements.push({ sql: statement.text, explain: true });
    else statements.push(await explain(database, statement));
  }
  return {
    status: res.statusCode,
    totalCount: body.result?.totalCount ?? -1,
    estimate: body.result?.totalCountIsEstimate ?? false,
    statements,
  };
}

/**
 * Signs in as `userName` of `tenantId` in an app built on `database` and calls GetOrders with `query` twice:
 * `cold` is the first call (the total counted, or estimated and remembered), `warm` the same call again (a
 * remembered estimate is reused). Each statement the calls made is explained. Sign-in and the caller's first
 * look-ups (a call to another service) are not traced.
 */
export async function traceGetOrders(
  database: Database,
  query: string,
  { tenantId = 3, userName = 'admin', password = '123qwe' } = {},
): Promise<{ cold: TracedCall; warm: TracedCall }> {
  patchDrivers();
  const app = await buildApp({
    database,
    jwtSecret: 'perf-secret-perf-secret-perf-secret',
    loginRateLimit: 0,
  });
  try {
    const auth = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'Abp.TenantId': String(tenantId), 'content-type': 'application/json' },
      payload: JSON.stringify({ userNameOrEmailAddress: userName, password }),
    });
    const token = (auth.json() as { result: { accessToken: string } }).result.accessToken;
    const headers = { authorization: `Bearer ${token}`, 'Abp.TenantId': String(tenantId) };
    await app.inject({
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers,
    });
    const url = `/api/services/app/Order/GetOrders?${query}`;
    const call = () => app.inject({ method: 'GET', url, headers });
    const cold = await record(database, call);
    const warm = await record(database, call);
    return { cold, warm };
  } finally {
    recording = null;
    await app.close();
  }
}

/** The statement of a traced call that reads orders (the page), for one-line summaries. */
export function pageStatement(call: TracedCall): ExplainedStatement | undefined {
  return call.statements.find(
    (s): s is ExplainedStatement => !('explain' in s) && /from "orders"/.test(s.sql),
  );
}

async function main() {
  const tenantId = Number(option('tenant', '3'));
  const only = option('query', '');
  const full = process.argv.includes('--full');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({
    databaseUrl,
    dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite'),
    durable: false,
  });
  try {
    const scenarios = only ? [{ name: 'query', query: only }] : ORDER_SCENARIOS;
    for (const scenario of scenarios) {
      const traced = await traceGetOrders(database, scenario.query, { tenantId });
      const total = `${traced.cold.totalCount.toLocaleString('en')}${traced.cold.estimate ? ' (estimate)' : ''}`;
      console.log(
        `\n== ${scenario.name}: ${scenario.query}\n   status ${traced.cold.status}, totalCount ${total}`,
      );
      for (const [label, call] of [
        ['first call', traced.cold],
        ['again', traced.warm],
      ] as const) {
        console.log(`   ${label}:`);
        for (const s of call.statements) {
          const head = s.sql.replace(/\s+/g, ' ').slice(0, full ? undefined : 110);
          if ('explain' in s) {
            console.log(`      (estimate)  ${head}`);
            continue;
          }
          const time = `${s.executionMs.toFixed(2).padStart(8)} ms (+${s.planningMs.toFixed(2)} plan)`;
          console.log(`   ${time}  ${head}\n      ${s.shape}`);
          if (full) console.log(JSON.stringify(s.plan, null, 1));
        }
      }
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
