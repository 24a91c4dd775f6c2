import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { prepareDatabase } from './db/prepare.js';

const config = readConfig();
const database = await prepareDatabase(config);
const app = await buildApp({
  database,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  loginRateLimit: config.loginRateLimit,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
