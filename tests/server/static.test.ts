import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_BOOT } from '../../src/lib/colorSchemeBoot.js';
import { createTestApp } from './helpers.js';

/** A built SPA as `vite build` leaves it: hashed assets with .br/.gz copies, index.html, translations. */
function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), 'cc-static-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
    writeFileSync(join(root, `${path}.gz`), gzipSync(body));
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
  };
  write('index.html', '<!doctype html><div id="root"></div>');
  write('static/js/index.abc123.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  write('locales/de/common.json', '{"hello":"Hallo"}');
  return root;
}

describe('serving the built SPA', () => {
  it('sends the brotli or gzip copy the client accepts, else the original, with Vary', async () => {
    const { app } = await createTestApp({ staticDir: fakeBuild() });
    const url = '/static/js/index.abc123.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('caches hashed assets for a year and revalidates index.html and translations by ETag', async () => {
    const { app } = await createTestApp({ staticDir: fakeBuild() });
    const asset = await app.inject({ url: '/static/js/index.abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/locales/de/common.json', '/users']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers['etag'] as string;
      expect(etag).toBeTruthy();
      const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers HEAD wherever GET works, and keeps missing files 404', async () => {
    const { app } = await createTestApp({ staticDir: fakeBuild() });
    for (const url of ['/', '/users/5', '/static/js/index.abc123.js', '/locales/de/common.json']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/static/js/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/locales/xx/common.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static/js/index.abc123.js.br' })).statusCode).toBe(404);
  });

  it('lets index.html run its one inline script (the light/dark decision) by hash, and no other', async () => {
    const { app } = await createTestApp({ staticDir: fakeBuild() });
    const csp = (await app.inject({ url: '/login' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(COLOR_SCHEME_BOOT).digest('base64');
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  });
});
