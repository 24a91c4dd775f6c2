import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COLOR_SCHEME_BOOT } from '../../src/lib/colorSchemeBoot.js';

/** Hashed build output: a changed file gets a new name, so it may be cached for a year without revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, translations and the favicon: cached, but revalidated (ETag) on every use. */
export const REVALIDATE = 'no-cache';

const HASHED_DIR = /^static\//;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The inline scripts of index.html, for the CSP's script-src: allowed by their hashes, so `'unsafe-inline'` is
 * never needed. Always the light/dark decision before the first paint (the development index.html has it too);
 * with a build, each inline script of the index.html it serves (the build adds the page boot script,
 * scripts/build/pageBoot.ts, whose text depends on the build). Data blocks (`type="application/json"`) are not
 * scripts and need nothing.
 */
export function inlineScriptSources(root?: string): string[] {
  const sources = new Set([sha256Source(COLOR_SCHEME_BOOT)]);
  const index = root ? join(root, 'index.html') : '';
  if (index && existsSync(index)) {
    const html = readFileSync(index, 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && type !== 'module' && type !== 'text/javascript') continue;
      sources.add(sha256Source(body));
    }
  }
  return [...sources];
}

/**
 * Serves the built SPA: brotli or gzip copies made at build time, chosen by Accept-Encoding (`Vary:
 * Accept-Encoding`); hashed assets immutable for a year, everything else revalidated with its ETag; HEAD wherever
 * GET works. Returns false when `root` holds no build (then only the API is served).
 */
export async function serveSpa(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br/.gz copies are served in place of their original, never under their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      const file = relative(root, path).split(sep).join('/');
      reply.header('Cache-Control', HASHED_DIR.test(file) ? IMMUTABLE : REVALIDATE);
      reply.header('Vary', 'Accept-Encoding');
    },
  });
  return true;
}

/** The SPA's index.html for a client route (GET or HEAD), revalidated on every load. */
export function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
}
