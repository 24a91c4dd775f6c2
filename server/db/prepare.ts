import { count } from 'drizzle-orm';
import { join } from 'node:path';
import { openDatabase, type Database } from './client.js';
import { seedDemoData, seedHostAdmin } from './seed.js';
import { users } from './schema.js';
import type { ServerConfig } from '../config.js';

type PrepareConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<ServerConfig, 'seedDemo' | 'adminPassword' | 'durableWrites' | 'jwtSecret' | 'smtpCatcher'>>;

const isEmpty = async (database: Database) => {
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
};

/**
 * Opens the configured database and applies pending migrations. An empty database then gets the demo data
 * when SEED_DEMO asks for it, or else only a host `admin` whose password is ADMIN_PASSWORD or a generated
 * one, printed once.
 */
export async function prepareDatabase(config: PrepareConfig, options = { seed: true }): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    durable: config.durableWrites ?? true,
  });
  await database.migrate();
  if (options.seed && (await isEmpty(database))) {
    if (config.seedDemo)
      await seedDemoData(database.db, {
        secret: config.jwtSecret,
        smtpCatcherPort: config.smtpCatcher?.port,
      });
    else {
      const { password, generated } = await seedHostAdmin(database.db, config.adminPassword);
      if (generated)
        console.log(
          `\n  First start: the host administrator is "admin" with the password ${password}\n` +
            '  (shown only this once; change it on the profile page, or set ADMIN_PASSWORD before the first start).\n',
        );
    }
  }
  return database;
}
