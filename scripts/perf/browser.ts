/** Headless Debian Chromium for the performance scripts (playwright-core, no downloaded browser). */
import { chromium, type Browser, type CDPSession } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** `--name value` and `--name=value` command-line options. */
export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1] ?? fallback;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return fallback;
}

/**
 * A new 1280×800 page in its own context, with the CPU throttled `rate`× (CDP), `init` run before any script of
 * the page, and the access token (when given) already stored as the app stores it after sign-in.
 */
export async function throttledPage(browser: Browser, rate: number, init: string, token?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const signedIn = token ? `localStorage.setItem('Abp.AuthToken', ${JSON.stringify(token)});` : '';
  await context.addInitScript({ content: signedIn + init });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp };
}

/**
 * Waits until `selector` matches in the page, asking with a one-line `document.querySelector` over CDP every 50 ms.
 * Playwright's own waits (`locator.waitFor`) first install its injected script in the page: 60–80 ms of the
 * throttled main thread, taken from the page before its first paint, which no user's browser spends.
 */
export async function waitForSelector(cdp: CDPSession, selector: string, timeout = 60_000): Promise<void> {
  const expression = `document.querySelector(${JSON.stringify(selector)}) !== null`;
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`${selector} did not appear within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
