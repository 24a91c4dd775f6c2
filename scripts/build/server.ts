/**
 * `npm run build:server`: the API server as one JavaScript file, `dist-server/main.js`, with its migrations beside
 * it. `npm start` and the performance scripts run it with plain `node`: no TypeScript loader thread and no
 * transform cache in the server's memory (resident memory 203 → 138 MB at start on PostgreSQL,
 * docs/performance.md). Packages stay in node_modules (PGlite's WebAssembly and data files are found there).
 */
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const serverBuildDir = 'dist-server';

/**
 * V8's settings for the server process (`npm start`, the performance scripts; a deployment runs
 * `node --max-semi-space-size=8 --heap-growing-percent=25 dist-server/main.js`). The server keeps about 40 MB alive;
 * with V8's defaults its heap grew to 140 MB of garbage under load before a full collection (young generation up to
 * 3 × 16 MB, the old one allowed to double). A heap that grows by a quarter kept resident memory at about 120 MB
 * instead of 175–225 MB after load on PostgreSQL. The young generation is 8 MB: with 4 MB, an orders page's objects
 * still in use at a scavenge (ten requests in flight) were copied twice as often and more of them were promoted;
 * 8 MB cut the garbage collector's pauses per orders request by about a fifth (250 → 195 µs) for 10 MB more
 * resident memory (117 → 127 MB after 70 s of load, docs/performance.md).
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=25'];
export const serverEntry = join(serverBuildDir, 'main.js');

/** The newest modification time under `path` (0 when it does not exist). */
export function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** Whether `dist-server` is missing or older than what it is built from (the server and the shared `src/api`). */
export function serverBuildIsStale(root = process.cwd()): boolean {
  const built = join(root, serverEntry);
  if (!existsSync(built)) return true;
  const sources = ['server', 'src/api', 'package-lock.json'].map((s) => newest(join(root, s)));
  return statSync(built).mtimeMs < Math.max(...sources);
}

/** Builds into `out` (default `dist-server`), which must be inside the project: packages resolve from there. */
export async function buildServer(root = process.cwd(), out = join(root, serverBuildDir)): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // server/db/client.ts finds its migrations next to itself (`./migrations`), which in the bundle is dist-server.
  cpSync(join(root, 'server/db/migrations'), join(out, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`Built ${serverEntry}`);
}
