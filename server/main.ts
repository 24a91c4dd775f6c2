import { buildApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './db/dataDirLock.js';
import { prepareDatabase } from './db/prepare.js';

/** Exits with the message alone (no stack) for the mistakes a person starting the server can fix. */
function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  fail(error);
}
// The embedded database belongs to one process at a time.
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, config.port).catch(fail);
const database = await prepareDatabase(config);
const app = await buildApp({
  database,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  loginRateLimit: config.loginRateLimit,
  registerRateLimit: config.registerRateLimit,
  // Several API instances share the caller cache's invalidations through Redis.
  redisUrl: config.redisUrl,
  publicOrigins: config.publicOrigins,
  // Never log request bodies or headers: pino's default request serializer keeps method, url and addresses.
  logger: { level: config.logLevel },
});

const shutdown = async () => {
  await app.close();
  await database.close();
  await unlock?.();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
