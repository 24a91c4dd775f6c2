import { readConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';

const database = await prepareDatabase(readConfig(), { seed: false });
await database.close();
console.log('Migrations applied.');
