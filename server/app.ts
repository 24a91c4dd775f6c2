import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './db/client.js';
import type { AppDeps } from './abp/deps.js';
import { failure } from './abp/envelope.js';
import { installErrorHandler } from './abp/errorHandler.js';
import { createTokenService } from './abp/jwt.js';
import { translate, type Culture } from './abp/l10n/index.js';
import { resolveCulture } from './abp/culture.js';
import { registerService } from './abp/service.js';
import { resolveSession, type AbpSession } from './abp/session.js';
import { services } from './services/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    abp: { session: AbpSession; culture: Culture };
  }
}

export interface BuildAppOptions {
  database: Database;
  jwtSecret: string;
  /** Directory of the built SPA; when set, it is served with a fallback to index.html for client routes. */
  staticDir?: string;
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  /** Sign-in attempts allowed per client IP and minute (0 disables the limit). */
  loginRateLimit?: number;
  lockout?: AppDeps['lockout'];
  /** Fastify's trustProxy: true, or a list of proxy addresses/subnets. */
  trustProxy?: boolean | string;
}

const API_PATHS = /^\/(api|AbpUserConfiguration)(\/|$)/i;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  const deps: AppDeps = {
    db: options.database.db,
    database: options.database,
    tokens: createTokenService(options.jwtSecret),
    lockout: options.lockout ?? { maxFailedAttempts: 5, seconds: 300 },
    version: '1.0.0',
    secret: options.jwtSecret,
  };

  // ABP clients send bodies as application/json-patch+json; treat every +json type as JSON.
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json/i, { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch (err) {
      (err as { statusCode?: number }).statusCode = 400;
      done(err as Error, undefined);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: options.corsOrigins?.length ? options.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Abp-TenantId',
      'Abp.TenantId',
      '.AspNetCore.Culture',
      'Accept-Language',
    ],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });

  app.decorateRequest('abp', undefined as unknown as FastifyRequestAbp);
  app.addHook('onRequest', async (request) => {
    const culture = resolveCulture(request.headers);
    request.abp = { culture, session: { userId: null, tenantId: null, user: null } };
    if (API_PATHS.test(request.url))
      request.abp.session = await resolveSession(deps.db, deps.tokens, request);
  });
  installErrorHandler(app);

  app.get('/health', async (_request, reply) => {
    const up = await options.database.ping().catch(() => false);
    return reply
      .status(up ? 200 : 503)
      .send({ status: up ? 'ok' : 'degraded', database: { driver: options.database.driver, up } });
  });

  for (const service of services(options)) registerService(app, deps, service);

  const staticDir = options.staticDir;
  const hasSpa = !!staticDir && existsSync(join(staticDir, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (API_PATHS.test(path)) {
      return reply
        .status(404)
        .send(failure({ message: translate(request.abp.culture, 'EntityNotFound', ['route', path]) }));
    }
    // Client routes get the SPA; missing files (translations, assets) stay real 404s.
    if (
      hasSpa &&
      request.method === 'GET' &&
      !/^\/(locales|assets|static)\//.test(path) &&
      !/\.\w+$/.test(path)
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}

type FastifyRequestAbp = { session: AbpSession; culture: Culture };
