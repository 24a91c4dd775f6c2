import { count } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from './client.js';
import { seedDemoData, seedHostAdmin } from './seed.js';
import { users } from './schema.js';
import type { ServerConfig } from '../config.js';

type PrepareConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir'> &
  Partial<
    Pick<
      ServerConfig,
      'databasePoolSize' | 'seedDemo' | 'adminPassword' | 'durableWrites' | 'jwtSecret' | 'smtpCatcher'
    >
  >;

const embeddedDir = (config: Pick<ServerConfig, 'dataDir'>) => join(config.dataDir, 'pglite');

/** Whether the server would create its embedded database (PGlite, and no database in DATA_DIR yet). */
export const embeddedDatabaseIsNew = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>) =>
  !config.databaseUrl && !existsSync(join(embeddedDir(config), 'PG_VERSION'));

/**
 * Runs this server's entry again as a child process, with `flag` set in its environment, and waits for it to end
 * (it prepares the database and exits). Its output is the server's: the first start's generated password shows.
 */
export function prepareInChildProcess(flag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [flag]: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `Preparing the embedded database failed (exit ${code ?? signal}); see the messages above.`,
            ),
          ),
    );
  });
}

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
    databasePoolSize: config.databasePoolSize,
    dataDir: embeddedDir(config),
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
