/** `npm run test:e2e`: builds the SPA, then drives it in Debian's Chromium against the real API (see playwright.config.ts). */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const outDir = process.env.E2E_DIST ?? 'dist';
// `npm test` builds once for the bundle budgets and the browser tests, and says so with E2E_SKIP_BUILD=1.
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(`${outDir}/index.html`)) {
  execSync(`npx vite build --logLevel warn --outDir ${outDir}`, { stdio: 'inherit' });
}
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
