import { readConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { prepareDatabase } from '../db/prepare.js';

const config = readConfig();
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, null);
const database = await prepareDatabase(config, { seed: false });
await database.close();
await unlock?.();
console.log('Migrations applied.');
