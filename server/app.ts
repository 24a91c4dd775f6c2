import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/client.js';
import type { AppDeps } from './abp/deps.js';
import { failure } from './abp/envelope.js';
import { installErrorHandler } from './abp/errorHandler.js';
import { requestLogSerializers } from './abp/errorLog.js';
import { createTokenService } from './abp/jwt.js';
import { translate, type Culture } from './abp/l10n/index.js';
import { resolveCulture } from './abp/culture.js';
import { registerService, type RegisteredOperation } from './abp/service.js';
import { resolveSession, type AbpSession } from './abp/session.js';
import { registerSwagger } from './abp/swagger.js';
import { registerBookingDocumentRoutes } from './services/bookingDocuments.js';
import { createCacheRegistry } from './abp/caches.js';
import { createCallerCache, type CallerCache } from './abp/callerCache.js';
import { credentialKeyCache } from './abp/secrets.js';
import { createCountCache } from './abp/crud/countCache.js';
import { services } from './services/index.js';
import type { SmtpCatcher } from './mail/catcher.js';
import { INLINE_SCRIPT_SOURCES, sendIndex, serveSpa } from './http/static.js';
import { SESSION_END_HEADER } from '../src/api/sessionEnd.js';
import { bankTransferTimeoutJob, type TimeoutRun } from './jobs/bankTransferTimeouts.js';
import type { Poller } from './jobs/poller.js';
import { registerPaymentRoutes } from './payments/routes.js';
import type { PaymentSettings } from './payments/runtime.js';
import type { ReservationLookupLimits } from './config.js';
import { RESERVATION_ATTEMPTS } from './services/reservationProof.js';

declare module 'fastify' {
  interface FastifyRequest {
    abp: { session: AbpSession; culture: Culture };
  }
  interface FastifyInstance {
    /** Every ABP operation the server registered, with its permissions and input fields. */
    abpRoutes: RegisteredOperation[];
    /** The scheduled jobs (server/jobs): running when the options start them, else only `runOnce()` by hand. */
    jobs: { bankTransferTimeouts: Poller<TimeoutRun> };
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
  /** Self-registrations allowed per client IP and tenant and hour (0 disables the limit). */
  registerRateLimit?: number;
  /** Tries at opening a reservation per window (RESERVATION_LOOKUP_*); by default RESERVATION_ATTEMPTS. */
  reservationLookup?: Partial<ReservationLookupLimits>;
  lockout?: AppDeps['lockout'];
  /** Fastify's trustProxy: true, or a list of proxy addresses/subnets. */
  trustProxy?: boolean | string;
  /** REDIS_URL: share the caller cache's invalidations between several API instances. */
  redisUrl?: string;
  /** A ready caller cache (tests); by default one is made, in process or on `redisUrl`. */
  cache?: CallerCache;
  /** PUBLIC_ORIGINS: tenant id → origin of its public booking pages (reservation links). */
  publicOrigins?: Record<number, string>;
  /** The running SMTP catcher, whose messages the host reads (EmailAccount/GetCaughtMessages); its owner closes it. */
  smtpCatcher?: SmtpCatcher | null;
  /**
   * OUTBOUND_ALLOW_HOSTS: private or reserved destinations the server may still connect to (the running catcher is
   * added by itself), and the connect time-out (8 s unless given) that failed test messages also answer after.
   */
  outbound?: { allow?: string[]; timeoutMs?: number };
  /** EMAIL_TEST_RATE_LIMIT: test messages per user and hour (20 unless given; 0 disables the limit). */
  emailTestRateLimit?: number;
  /**
   * The bank-transfer time-out job: `hours` until a pending transfer times out (72 unless given), `pollSeconds`
   * between runs. The job runs from `ready` to `close` when `pollSeconds` > 0; tests leave it off and call
   * `app.jobs.bankTransferTimeouts.runOnce()`.
   */
  bankTransferTimeout?: { hours?: number; pollSeconds?: number };
  /** The public payment flow: simulator webhook delay, Revolut host override, production (no test cards). */
  payments?: PaymentSettings;
}

/**
 * Writes to these services change users, roles, permissions, tenants or the caller's own row (password, language,
 * failed sign-ins): the caller cache is invalidated before their response goes out, whatever its status.
 */
const IDENTITY_WRITES = /^\/api\/(services\/app\/(User|Role|Tenant|Profile|Account|Session)\/|TokenAuth\/)/i;

const API_PATHS = /^\/(api|AbpUserConfiguration)(\/|$)/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(options.logger),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Correlation ids: every error envelope and its log line carry the request's id.
    genReqId: () => randomUUID(),
  });
  const cache = options.cache ?? createCallerCache({ redisUrl: options.redisUrl });
  const listCounts = createCountCache();
  const deps: AppDeps = {
    db: options.database.db,
    database: options.database,
    tokens: createTokenService(options.jwtSecret),
    lockout: options.lockout ?? { maxFailedAttempts: 5, seconds: 300, accountWideAttempts: 50 },
    publicOrigins: options.publicOrigins ?? {},
    registerRateLimit: options.registerRateLimit ?? 5,
    reservationLookup: { ...RESERVATION_ATTEMPTS, ...options.reservationLookup },
    version: '1.0.0',
    secret: options.jwtSecret,
    cache,
    caches: createCacheRegistry([cache, credentialKeyCache, listCounts]),
    listCounts,
    smtpCatcher: options.smtpCatcher ?? null,
    outbound: {
      allow: [
        ...(options.outbound?.allow ?? []),
        ...(options.smtpCatcher ? [`${options.smtpCatcher.host}:${options.smtpCatcher.port}`] : []),
      ],
      timeoutMs: options.outbound?.timeoutMs ?? 8_000,
    },
    emailTestRateLimit: options.emailTestRateLimit ?? 20,
    bankTransferTimeoutHours: options.bankTransferTimeout?.hours ?? 72,
  };
  app.addHook('onClose', () => deps.cache.close());
  const pollSeconds = options.bankTransferTimeout?.pollSeconds ?? 0;
  const timeouts = bankTransferTimeoutJob(deps, {
    hours: deps.bankTransferTimeoutHours,
    pollSeconds,
    log: app.log,
  });
  app.decorate('jobs', { bankTransferTimeouts: timeouts });
  if (pollSeconds > 0) app.addHook('onReady', async () => timeouts.start());
  // Before the database closes: a run in flight ends first.
  app.addHook('onClose', () => timeouts.stop());

  // ABP clients send bodies as application/json-patch+json; treat every +json type as JSON.
  app.addContentTypeParser(/^application\/([\w.-]+\+)?json/i, { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch (err) {
      (err as { statusCode?: number }).statusCode = 400;
      done(err as Error, undefined);
    }
  });

  // Security headers on every answer. The middleware is built once: @fastify/helmet built it anew for every request
  // (parsing the policy each time), 5 % of a list request's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES],
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
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
      'X-Booking-Grant',
      'Idempotency-Key',
    ],
    exposedHeaders: [SESSION_END_HEADER, 'X-Correlation-Id'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });

  app.decorateRequest('abp', undefined as unknown as FastifyRequestAbp);
  app.addHook('onRequest', async (request) => {
    const culture = resolveCulture(request.headers);
    request.abp = { culture, session: { userId: null, tenantId: null, user: null } };
    if (API_PATHS.test(request.url))
      request.abp.session = await resolveSession(deps.db, deps.tokens, request, deps.cache);
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && IDENTITY_WRITES.test(request.url))
      await deps.cache.invalidateAll();
  });
  installErrorHandler(app);
  // Any call made with a token the server no longer accepts says why, even on anonymous routes.
  app.addHook('onSend', async (request, reply) => {
    const reason = request.abp?.session.endReason;
    if (reason) reply.header(SESSION_END_HEADER, reason);
    // A write is acknowledged only once it is on disk (a no-op on PostgreSQL, which syncs on commit).
    if (!READS.has(request.method) && API_PATHS.test(request.url)) await options.database.sync();
  });

  app.get('/health', async (_request, reply) => {
    const up = await options.database.ping().catch(() => false);
    return reply
      .status(up ? 200 : 503)
      .send({ status: up ? 'ok' : 'degraded', database: { driver: options.database.driver, up } });
  });

  const operations = services(options).flatMap((service) => registerService(app, deps, service));
  app.decorate('abpRoutes', operations);
  registerBookingDocumentRoutes(app, deps);
  await registerSwagger(app, operations, deps.version);

  await registerPaymentRoutes(app, deps, options.payments);

  const hasSpa = !!options.staticDir && (await serveSpa(app, options.staticDir));

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
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(locales|assets|static)\//.test(path) &&
      !/\.\w+$/.test(path)
    ) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}

type FastifyRequestAbp = { session: AbpSession; culture: Culture };

/** Request log lines name the query's parameters, never their values (errorLog.ts). */
function withRedaction(logger: BuildAppOptions['logger']): BuildAppOptions['logger'] {
  if (!logger) return false;
  const own = logger === true ? {} : logger;
  return { ...own, serializers: { ...requestLogSerializers, ...own.serializers } };
}
