import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The server files whose outcome can depend on the database engine behind the API, which run on both engines when
 * TEST_DATABASE_URL is set: concurrent writes and unique indexes, transactions and locks, the list query (search,
 * accent-insensitive sort, paging, estimated counts), migrations, the durable jobs, and the caches shared through
 * Redis.
 */
const engineSensitive = [
  'tests/server/platform/{integrity,listQuery,listRows,filterKinds,deepPages,poolSize}.test.ts',
  'tests/server/operations/**/*.test.ts',
  'tests/server/payments/{overpayment,paymentFlows,publicPayments}.test.ts',
  'tests/server/booking/{basket,reservation,reservationLimits}.test.ts',
  'tests/server/{users,roles,tenants,auth,loginLogs,callerCache,countCache,reusableDatabase}.test.ts',
  'tests/server/config/{cacheManagement,currencies,tenantCurrencies}.test.ts',
  'tests/server/security/{sessions,grants,takeAway}.test.ts',
];
/**
 * The embedded database's own start-up (data directory, lock, write-ahead log) and its statement cache: files that
 * start PGlite themselves, kept in the PGlite project. The migration test too: it migrates a PGlite database of its
 * own whatever the project's engine, so running it in the PostgreSQL project as well ran the same test twice.
 */
const embeddedOnly = [
  'tests/server/security/{startup,compiledServer}.test.ts',
  'tests/server/platform/{pgliteStatements,migration}.test.ts',
];

/**
 * Without TEST_DATABASE_URL, every server file runs on PGlite. With it, the engine-insensitive rest (the envelope,
 * validation and fuzzing, authorization, mail, adapters, static files) runs once, on PostgreSQL: the same SQL on the
 * same engine, and PostgreSQL answers a test's queries in its own processes, three to six times faster than PGlite's
 * single-threaded WebAssembly inside the test worker (docs/performance.md).
 */
const withPostgres = !!process.env.TEST_DATABASE_URL;
const serverFiles = 'tests/server/**/*.test.ts';

const serverProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node' as const,
    include: driver === 'pglite' && withPostgres ? [...engineSensitive, ...embeddedOnly] : [serverFiles],
    exclude: [...configDefaults.exclude, ...(driver === 'postgres' ? embeddedOnly : [])],
    globalSetup: ['tests/server/globalSetup.ts'],
    setupFiles: ['tests/server/setup.ts'],
    provide: { dbDriver: driver },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every test builds its own app on the worker's database, put back to the seeded template before the test
    // (tests/server/reusableDatabase.ts), so test files need no fresh module graph each: sharing it per worker
    // saves loading Fastify, Drizzle and PGlite's WebAssembly once per file, and keeps one database per worker.
    isolate: false,
  },
});

const domProject = (name: string, include: string[]) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    environment: 'jsdom' as const,
    include,
    setupFiles: ['tests/setup/dom.ts'],
    // Component tests drive antd in jsdom: a second or two each on an idle two-core machine, several times that
    // when the machine is busy. The limit catches hangs, not slowness (docs/performance.md tracks speed).
    testTimeout: 60_000,
    // Files share their worker's module graph instead of importing React, antd and the app again for each file:
    // the components project ran in 428 s with isolation and 206 s without (docs/performance.md). The worker's jsdom
    // window is shared too: tests/setup/dom.ts puts back what a fresh one has (storage, cookies, attributes, title,
    // matchMedia) before each file, its cleanup runs after every test, and msw servers are per file.
    isolate: false,
    // Rendering antd in jsdom allocates fast: with a 32 MB young generation (V8's default is 16) fewer objects
    // survive into the old one, and the project took about 8 % less CPU (112.8 and 107.9 s against 117.1 and 121.2,
    // alternating runs; docs/performance.md).
    execArgv: ['--max-semi-space-size=32'],
  },
});

/**
 * The files Vitest starts first within their project when it has no timings from an earlier run (a fresh clone, as
 * CI has): the longest ones, so that the rest fill the other worker instead of one long file ending the run alone.
 * With timings, Vitest's own order (longest first) is kept.
 */
const longFiles = [
  'tests/server/security/compiledServer.test.ts',
  'tests/server/security/startup.test.ts',
  'tests/server/platform/migration.test.ts',
  'tests/server/operations/bankTransferTimeouts.test.ts',
  'tests/server/security/fuzz.test.ts',
  'tests/server/operations/orderScale.test.ts',
  'tests/server/platform/pgliteStatements.test.ts',
  'tests/components/shell/dashboard.test.tsx',
  'tests/components/compat/stockAbp.test.tsx',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(
        `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`,
      );
    if (sorted.some(timed)) return sorted;
    const rank = (file: TestSpecification) => {
      const index = longFiles.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? longFiles.length : index;
    };
    // Projects stay in Vitest's order (one after the other); within each, the long files first.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return [...sorted].sort(
      (a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores: Vitest's default on a two-core machine is one worker, which ran every file in turn. The server
    // files on PostgreSQL wait on the database much of the time, and the rest shares the two cores.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // One project for the unit tests and the screens and toolkit rendered with antd in jsdom (against msw handlers
      // that speak the ABP contract): a project of its own for the unit tests started two more workers at the end of
      // the run for about a second of tests. `npm run test:unit` and `test:components` pick their folder.
      domProject('dom', ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}']),
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
