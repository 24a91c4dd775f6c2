/**
 * Screenshots of one screen for a review, in every language and viewport asked for, taken in Debian's Chromium
 * against a server that is already running (`npm start`, or `npm run dev` with --base http://localhost:5173).
 *
 *   npx tsx scripts/screenshot.ts /users --user admin --tenant 3 --lang en,de --size 1280x800,360x740
 *
 * The path comes first. Options: --base <origin> (default http://localhost:8080); --user, --password (default 123qwe) and --tenant <id>
 * to sign in through the API first (no --user: signed out); --lang (comma separated, default en); --size
 * (comma separated WxH, default 1280x800,360x740); --scheme (light, dark or both comma separated: the system
 * preference the page sees, default light); --out <dir> (default shots, git-ignored); --full for the whole page
 * instead of the viewport. Prints the files it wrote.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, option } from './perf/browser.js';

const path = process.argv[2];
if (!path?.startsWith('/')) {
  console.error(
    'Usage: npx tsx scripts/screenshot.ts /path [--user admin --tenant 3 --lang en,de --size 360x740]',
  );
  process.exit(1);
}
const base = option('base', 'http://localhost:8080').replace(/\/$/, '');
const userName = option('user', '');
const password = option('password', '123qwe');
const tenant = option('tenant', '');
const languages = option('lang', 'en').split(',').filter(Boolean);
const sizes = option('size', '1280x800,360x740')
  .split(',')
  .map((size) => {
    const [width, height] = size.split('x').map(Number);
    if (!width || !height) throw new Error(`--size ${size} is not WIDTHxHEIGHT`);
    return { width, height };
  });
const schemes = option('scheme', 'light')
  .split(',')
  .map((scheme) => {
    if (scheme !== 'light' && scheme !== 'dark') throw new Error(`--scheme ${scheme} is not light or dark`);
    return scheme;
  });
const out = option('out', 'shots');
const fullPage = process.argv.includes('--full');

/** Signs in through the API (as the sign-in page does) and returns the bearer token. */
async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tenant ? { 'Abp.TenantId': tenant } : {}) },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password, rememberClient: true }),
  });
  const body = (await res.json()) as { result?: { accessToken?: string }; error?: { message?: string } };
  if (!body.result?.accessToken)
    throw new Error(`Sign-in failed (${res.status}): ${body.error?.message ?? ''}`);
  return body.result.accessToken;
}

const token = userName ? await signIn() : null;
const storage = [
  token && `localStorage.setItem('Abp.AuthToken', ${JSON.stringify(token)});`,
  tenant && `localStorage.setItem('Abp.TenantId', ${JSON.stringify(tenant)});`,
]
  .filter(Boolean)
  .join('');

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
try {
  for (const colorScheme of schemes)
    for (const language of languages)
      for (const viewport of sizes) {
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce', colorScheme });
        if (storage) await context.addInitScript({ content: storage });
        const page = await context.newPage();
        const url = new URL(path, base);
        url.searchParams.set('lng', language);
        await page.goto(url.toString(), { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const name = path.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'root';
        const suffix = schemes.length > 1 || colorScheme === 'dark' ? `-${colorScheme}` : '';
        const file = join(out, `${name}-${language}-${viewport.width}x${viewport.height}${suffix}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(file);
        await context.close();
      }
} finally {
  await browser.close();
}
