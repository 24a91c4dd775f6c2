/**
 * A diagnostic for `npm run perf:pageload`: one cold load of a page at 4× CPU throttling, printing when each request
 * started and ended, the first contentful paint, each LCP candidate (with its element) and the long tasks, in ms from
 * the navigation's start. Optionally writes a Chrome performance trace (open it in DevTools' Performance panel).
 *
 *   npx tsx scripts/perf/timeline.ts --dist dist --port 4416 --path /login [--signed-in] [--trace /tmp/t.json]
 */
import { writeFileSync } from 'node:fs';
import { launchChromium, option, throttledPage, waitForSelector } from './browser.js';
import { signInToken, startServer } from './server.js';

const dist = option('dist', 'dist');
const port = Number(option('port', '4416'));
const path = option('path', '/login?lng=en');
const throttle = Number(option('throttle', '4'));
const trace = option('trace', '');
const signedIn = process.argv.includes('--signed-in');
/** Prints where the main thread's time went (self time per function, by 250 ms window). */
const profile = process.argv.includes('--profile');
const ready = option('ready', signedIn ? 'table' : 'button[type=submit]');

const OBSERVERS = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const name = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ').join('.') : '') : '?';
      window.__lcp.push([Math.round(e.renderTime || e.loadTime || e.startTime), name, (el && el.textContent || '').slice(0, 40)]);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
`;

const server = await startServer({ port, staticDir: dist });
const browser = await launchChromium();
try {
  const token = signedIn ? await signInToken(server.url) : '';
  const { page, cdp } = await throttledPage(browser, throttle, OBSERVERS, token || undefined);
  if (trace) await browser.startTracing(page, { path: trace, screenshots: true });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const wallStart = Date.now();
  await page.goto(`${server.url}${path}`);
  await waitForSelector(cdp, ready);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if (trace) writeFileSync(trace, await browser.stopTracing());
  if (profile) {
    const { profile: p } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const navStart = (await page.evaluate('performance.timeOrigin')) as number;
    printProfile(p, navStart - wallStart);
  }
  const result = (await page.evaluate(`({
    resources: performance.getEntriesByType('resource').map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '')]),
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
    lcp: window.__lcp,
    long: window.__long,
    nav: Math.round(performance.getEntriesByType('navigation')[0].responseEnd),
  })`)) as {
    resources: [number, number, string][];
    fcp: number;
    lcp: unknown[];
    long: number[][];
    nav: number;
  };
  console.log(`index.html received at ${result.nav}`);
  for (const [start, end, name] of result.resources.sort((a, b) => a[0] - b[0]))
    console.log(`${String(start).padStart(6)} ${String(end).padStart(6)}  ${name}`);
  console.log('FCP', result.fcp);
  console.log('LCP candidates', JSON.stringify(result.lcp));
  console.log('long tasks [start, duration]', JSON.stringify(result.long));
} finally {
  await browser.close();
  await server.close();
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (µs → ms), by window of 250 ms from the profile's start (≈ the navigation's start). */
function printProfile(p: CpuProfile, offsetMs: number) {
  const byId = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const windows = new Map<number, Map<string, number>>();
  let t = 0;
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i] ?? 0;
    const frame = byId.get(id);
    if (!frame) return;
    const label = `${frame.functionName || '(anon)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    if (label.startsWith('(idle)') || label.startsWith('(program)')) return;
    const w = Math.floor((t / 1000 - offsetMs) / 250) * 250;
    const m = windows.get(w) ?? new Map<string, number>();
    m.set(label, (m.get(label) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
    windows.set(w, m);
  });
  for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `${w}–${w + 250} ms: ${total.toFixed(0)} ms busy; ${top.map(([l, v]) => `${l} ${v.toFixed(0)}`).join(' | ')}`,
    );
  }
}
