/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, then serves the SPA and the
 * API on one port (PORT, default 8080) and prints where to open it and how to sign in.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', '.env.production'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const built = join(root, 'dist', 'index.html');
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map((s) => newest(join(root, s))))) {
  console.log('Building the SPA (vite build)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

process.env.LOG_LEVEL ??= 'warn';
// The embedded default is a demo: seed its tenants and users on the first start. With DATABASE_URL nothing is
// seeded unless SEED_DEMO=true is set explicitly.
if (!process.env.DATABASE_URL) process.env.SEED_DEMO ??= 'true';
const demo = process.env.SEED_DEMO === 'true';
await import('../server/main.js');

const port = Number(process.env.PORT ?? 8080);
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
