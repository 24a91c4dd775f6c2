import { openDatabase, type Database } from './client.js';
import { isSeeded, seedDemoData } from './seed.js';
import type { ServerConfig } from '../config.js';
import { join } from 'node:path';

/** Opens the configured database, applies pending migrations and seeds the demo data on first start. */
export async function prepareDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  options = { seed: true },
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  if (options.seed && !(await isSeeded(database.db))) await seedDemoData(database.db);
  return database;
}
