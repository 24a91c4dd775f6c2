import { buildApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { DataDirLockedError, lockDataDir } from './db/dataDirLock.js';
import { embeddedDatabaseIsNew, prepareDatabase, prepareInChildProcess } from './db/prepare.js';
import { startSmtpCatcher, type SmtpCatcher } from './mail/catcher.js';

/** Exits with the message alone (no stack) for the mistakes a person starting the server can fix. */
function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** Set in the environment of the child that prepares a new embedded database. */
const PREPARE_ONLY = 'CLIENT_CARE_PREPARE_ONLY';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  fail(error);
}
if (process.env[PREPARE_ONLY]) {
  // The child of a first start (below): its parent holds the data directory's lock.
  await (await prepareDatabase(config)).close();
  process.exit(0);
}
// The embedded database belongs to one process at a time.
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, config.port).catch(fail);
// A new embedded database is created, migrated and seeded by a child process, so that the memory this takes
// (PGlite's WebAssembly heap never shrinks: 780 MB of resident memory after seeding the demo data, against 300 when
// an existing directory is opened) goes with it; this process then opens the database as a restart would.
if (embeddedDatabaseIsNew(config)) await prepareInChildProcess(PREPARE_ONLY).catch(fail);
const database = await prepareDatabase(config);
// The SMTP catcher (development, demo, tests): a port already in use leaves the API running without it.
let smtpCatcher: SmtpCatcher | null = null;
if (config.smtpCatcher) {
  try {
    smtpCatcher = await startSmtpCatcher({ port: config.smtpCatcher.port });
  } catch (error) {
    console.warn(
      `SMTP catcher not started: 127.0.0.1:${config.smtpCatcher.port} is not available ` +
        `(${(error as Error).message}). Set SMTP_CATCHER_PORT to another port, or SMTP_CATCHER=false.`,
    );
  }
}
const app = await buildApp({
  database,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  loginRateLimit: config.loginRateLimit,
  registerRateLimit: config.registerRateLimit,
  reservationLookup: config.reservationLookup,
  // Several API instances share the caller cache's invalidations through Redis.
  redisUrl: config.redisUrl,
  publicOrigins: config.publicOrigins,
  // Never log request bodies or headers: pino's default request serializer keeps method, url and addresses.
  logger: { level: config.logLevel },
  smtpCatcher,
  // The catcher's own address is allowed by itself; OUTBOUND_ALLOW_HOSTS lists other private mail servers.
  outbound: { allow: config.outboundAllowHosts },
  emailTestRateLimit: config.emailTestRateLimit,
  // Durable: overdue transfers are found in the database at every run, so a restart loses nothing.
  bankTransferTimeout: {
    hours: config.bankTransferTimeoutHours,
    pollSeconds: config.bankTransferTimeoutPollSeconds,
  },
  // REVOLUT_API_BASE_URL points every Revolut provider at another host (a stub); by default sandbox or live.
  payments: {
    production: config.production,
    revolutBaseUrl: config.revolutApiBaseUrl,
    attemptsPerHour: config.paymentAttemptsPerHour,
  },
});

// A second signal while stopping (Ctrl+C twice, or a supervisor and its child both signalled) waits for the same stop.
let stopping: Promise<void> | null = null;
const shutdown = () =>
  (stopping ??= (async () => {
    await app.close();
    await smtpCatcher?.close();
    await database.close();
    await unlock?.();
    process.exit(0);
  })());
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
