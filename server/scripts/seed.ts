import { readConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { isSeeded, seedDemoData } from '../db/seed.js';

const database = await prepareDatabase(readConfig(), { seed: false });
if (await isSeeded(database.db))
  console.log('Demo data already present; nothing to do (use npm run db:reset to start over).');
else {
  await seedDemoData(database.db);
  console.log('Demo data seeded.');
}
await database.close();
