import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** RESERVATION_LOOKUP_*: how often a reservation may be tried within a window (server/services/reservationProof.ts). */
export interface ReservationLookupLimits {
  perAddress: number;
  perVoucherAndAddress: number;
  perVoucher: number;
  windowSeconds: number;
}

export interface ServerConfig {
  port: number;
  /** The address to listen on: 127.0.0.1 unless HOST says otherwise (0.0.0.0 for every interface). */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections the API keeps to PostgreSQL at most (see defaultPoolSize). */
  databasePoolSize: number;
  jwtSecret: string;
  corsOrigins: string[];
  staticDir: string;
  /** Behind a reverse proxy, trust its X-Forwarded-For so login logs record the client's address. */
  trustProxy: boolean | string;
  /** Sign-in attempts allowed per client address and minute; 0 switches the limit off. */
  loginRateLimit: number;
  /** Self-registrations allowed per client address and tenant and hour; 0 switches the limit off. */
  registerRateLimit: number;
  /** Tries at opening a reservation ("find your booking") per window: per address, per voucher and address, per voucher. */
  reservationLookup: ReservationLookupLimits;
  /** Seed the demo tenants and users (password 123qwe) into an empty database. */
  seedDemo: boolean;
  /** Host admin password for an empty database without demo data (generated and printed once when unset). */
  adminPassword?: string;
  /** Embedded database only: flush the write-ahead log to disk before acknowledging a write. */
  durableWrites: boolean;
  logLevel: string;
  production: boolean;
  /** REDIS_URL: several API instances share the caller cache's invalidations through Redis. */
  redisUrl?: string;
  /** PUBLIC_ORIGINS: the origin of each tenant's public booking pages (reservation links point there). */
  publicOrigins: Record<number, string>;
  /** SMTP_CATCHER: the in-process SMTP server for development and tests (on 127.0.0.1), and its port. */
  smtpCatcher: { port: number } | null;
  /** OUTBOUND_ALLOW_HOSTS: private or reserved SMTP destinations the server may connect to (server/net/outbound.ts). */
  outboundAllowHosts: string[];
  /** EMAIL_TEST_RATE_LIMIT: test messages per user and hour; 0 switches the limit off. */
  emailTestRateLimit: number;
  /** Pending bank transfers time out this many hours after their creation (unless the row says otherwise). */
  bankTransferTimeoutHours: number;
  /** How often the time-out job looks for overdue transfers, in seconds; 0 switches the job off. */
  bankTransferTimeoutPollSeconds: number;
  /** Payment attempts the payer may start on one order per hour (all instances together); 0 switches the cap off. */
  paymentAttemptsPerHour: number;
  /** REVOLUT_API_BASE_URL: every Revolut provider calls this host (a stub) instead of sandbox or live. */
  revolutApiBaseUrl: string | undefined;
}

/**
 * How many PostgreSQL connections one API process uses by default: twice its cores, at least 4 and at most 10 (the
 * driver's own default). One Node.js process keeps only so many statements busy, and on a small host that also runs
 * the database, more backends than that only take turns on the same cores: on two cores, 4 connections answered
 * the deep orders page about 12 % faster than 10 at 10 concurrent requests (docs/performance.md). DATABASE_POOL_SIZE
 * overrides it, e.g. for a database on a bigger machine of its own.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

/** A configuration error: names the variable, what it must be and what it was. */
export class ConfigError extends Error {}

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const count = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number (0 switches it off)')
    .default(String(fallback))
    .transform(Number);

/** The server's environment: every variable it reads, validated (`.env.example` documents each one). */
export const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be between 1 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of connections')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 500, 'must be between 1 and 500')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  CORS_ORIGINS: z.string().default(''),
  STATIC_DIR: z.string().min(1).default('dist'),
  TRUST_PROXY: z.string().optional(),
  LOGIN_RATE_LIMIT: count(60),
  REGISTER_RATE_LIMIT: count(5),
  RESERVATION_LOOKUP_PER_ADDRESS: count(20),
  RESERVATION_LOOKUP_PER_VOUCHER_AND_ADDRESS: count(10),
  RESERVATION_LOOKUP_PER_VOUCHER: count(30),
  RESERVATION_LOOKUP_WINDOW_MINUTES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of minutes')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1440, 'must be between 1 and 1440 (a day)')
    .default(15),
  SEED_DEMO: flag.default(false),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters long').max(32).optional(),
  DB_DURABLE: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  PUBLIC_ORIGINS: z
    .string()
    .regex(
      /^\s*(\d+=https?:\/\/[^\s,/]+\s*(,\s*\d+=https?:\/\/[^\s,/]+\s*)*)?$/,
      'must be tenantId=origin pairs, comma separated (3=https://booking.travel.rs)',
    )
    .default(''),
  SMTP_CATCHER: flag.optional(),
  SMTP_CATCHER_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be between 1 and 65535')
    .default(2525),
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .regex(
      /^[\w.:\-[\]/]*(\s*,\s*[\w.:\-[\]/]+)*\s*$/,
      'must be host names, addresses or CIDR ranges, comma separated (mail.internal:25,10.1.0.0/16)',
    )
    .default(''),
  EMAIL_TEST_RATE_LIMIT: count(20),
  BANK_TRANSFER_TIMEOUT_HOURS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of hours')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 8760, 'must be between 1 and 8760 (a year)')
    .default(72),
  BANK_TRANSFER_TIMEOUT_POLL_SECONDS: count(60),
  PAYMENT_ATTEMPTS_PER_HOUR: count(10),
  REVOLUT_API_BASE_URL: z.string().url('must be an http(s) URL').optional(),
});

/** `3=https://booking.travel.rs,8=https://booking.travel.de` as a map from tenant id to origin. */
export function parsePublicOrigins(value: string): Record<number, string> {
  const map: Record<number, string> = {};
  for (const entry of value.split(',')) {
    const [id, origin] = entry.trim().split('=');
    if (id && origin) map[Number(id)] = origin.trim();
  }
  return map;
}

/** The JWT secret from JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function jwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Validates the environment; a bad variable is a ConfigError naming it, its rule and its value. */
export function parseEnv(env: NodeJS.ProcessEnv) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = env[name];
      const shown = name.includes('SECRET') || name.includes('PASSWORD') ? '(hidden)' : JSON.stringify(value);
      return `  ${name} ${issue.message} (got ${shown})`;
    });
    throw new ConfigError(`Invalid server environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (e.SEED_DEMO && e.NODE_ENV === 'production' && e.DATABASE_URL)
    throw new ConfigError(
      'Invalid server environment:\n  SEED_DEMO=true is refused with NODE_ENV=production on PostgreSQL ' +
        '(the demo accounts share the public password 123qwe); seed a staging database instead.',
    );
  return e;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = parseEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    jwtSecret: jwtSecret(dataDir, e.JWT_SECRET),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    staticDir: resolve(e.STATIC_DIR),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    reservationLookup: {
      perAddress: e.RESERVATION_LOOKUP_PER_ADDRESS,
      perVoucherAndAddress: e.RESERVATION_LOOKUP_PER_VOUCHER_AND_ADDRESS,
      perVoucher: e.RESERVATION_LOOKUP_PER_VOUCHER,
      windowSeconds: e.RESERVATION_LOOKUP_WINDOW_MINUTES * 60,
    },
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY || false,
    seedDemo: e.SEED_DEMO,
    adminPassword: e.ADMIN_PASSWORD,
    durableWrites: e.DB_DURABLE,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    publicOrigins: parsePublicOrigins(e.PUBLIC_ORIGINS),
    production: e.NODE_ENV === 'production',
    // On by default except in production, where mail goes to the tenants' real accounts.
    smtpCatcher: (e.SMTP_CATCHER ?? e.NODE_ENV !== 'production') ? { port: e.SMTP_CATCHER_PORT } : null,
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    emailTestRateLimit: e.EMAIL_TEST_RATE_LIMIT,
    bankTransferTimeoutHours: e.BANK_TRANSFER_TIMEOUT_HOURS,
    bankTransferTimeoutPollSeconds: e.BANK_TRANSFER_TIMEOUT_POLL_SECONDS,
    paymentAttemptsPerHour: e.PAYMENT_ATTEMPTS_PER_HOUR,
    revolutApiBaseUrl: e.REVOLUT_API_BASE_URL,
  };
}
