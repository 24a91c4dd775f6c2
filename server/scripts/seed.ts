import { count } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { prepareDatabase } from '../db/prepare.js';
import { users } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';

/** `npm run db:seed`: the demo data (password 123qwe for every account), into an empty database only. */
const config = readConfig();
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, null);
const database = await prepareDatabase(config, { seed: false });
const [row] = await database.db.select({ n: count() }).from(users);
if ((row?.n ?? 0) > 0)
  console.log('The database already has users; nothing to do (use npm run db:reset to start over).');
else {
  await seedDemoData(database.db, { secret: config.jwtSecret });
  console.log('Demo data seeded (every demo account signs in with 123qwe).');
}
await database.close();
await unlock?.();
