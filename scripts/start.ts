/**
 * `npm start`: builds the SPA and the API server when their builds are missing or older than their sources, then
 * serves the SPA and the API on one port (PORT, default 8080) and prints where to open it and how to sign in.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, newest, serverBuildIsStale, serverEntry, serverNodeFlags } from './build/server.js';

const root = process.cwd();
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', '.env.production'];

const built = join(root, 'dist', 'index.html');
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map((s) => newest(join(root, s))))) {
  console.log('Building the SPA (vite build)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

if (serverBuildIsStale(root)) {
  console.log('Building the API server (dist-server)…');
  await buildServer(root);
}

process.env.LOG_LEVEL ??= 'warn';
// The embedded default is a demo: seed its tenants and users on the first start. With DATABASE_URL nothing is
// seeded unless SEED_DEMO=true is set explicitly.
if (!process.env.DATABASE_URL) process.env.SEED_DEMO ??= 'true';
const demo = process.env.SEED_DEMO === 'true';

// The server runs compiled, in a process of its own (no TypeScript loader in its memory); this one passes on
// Ctrl+C and stops with it.
const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
  stdio: 'inherit',
  env: process.env,
});
const exited = new Promise<number>((resolve) =>
  server.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
void exited.then((code) => process.exit(code));

const port = Number(process.env.PORT ?? 8080);
const health = `http://127.0.0.1:${port}/health`;
for (;;) {
  const up = await fetch(health).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`
  Client Care is running:  http://localhost:${port}
`);
if (demo)
  console.log(`  Regional hosts (tenant and language from the host name): http://rs.localhost:${port}, http://de.localhost:${port}, ...

  Demo sign-ins (password 123qwe for all):
    host admin:    admin                      (no tenant)
    tenant staff:  admin, agent, finance      (tenants: Default, albania, serbia, northmacedonia,
                                               kosovo, romania, bosnia, germany)
`);
