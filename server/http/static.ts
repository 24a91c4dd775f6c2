import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COLOR_SCHEME_BOOT } from '../../src/lib/colorSchemeBoot.js';

/** Hashed build output: a changed file gets a new name, so it may be cached for a year without revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, translations and the favicon: cached, but revalidated (ETag) on every use. */
export const REVALIDATE = 'no-cache';

const HASHED_DIR = /^static\//;

/**
 * The one inline script of index.html (the light/dark decision before the first paint), for the CSP's script-src:
 * allowed by its hash, so `'unsafe-inline'` is never needed.
 */
export const INLINE_SCRIPT_SOURCES = [
  `'sha256-${createHash('sha256').update(COLOR_SCHEME_BOOT).digest('base64')}'`,
];

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
