import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  corsOrigins: string[];
  staticDir: string;
  /** Behind a reverse proxy, trust its X-Forwarded-For so login logs record the client's address. */
  trustProxy: boolean | string;
  /** Sign-in attempts allowed per client address and minute; 0 switches the limit off. */
  loginRateLimit: number;
}

/** The JWT secret from JWT_SECRET, or one generated on first start and kept in DATA_DIR. */
function jwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: jwtSecret(dataDir, env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 60),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
  };
}
