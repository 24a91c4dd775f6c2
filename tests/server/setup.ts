import { beforeAll } from 'vitest';
import { warmReusableDatabase } from './reusableDatabase.js';

// The worker's database starts in a hook (hookTimeout), not inside the first test that asks for it.
beforeAll(() => warmReusableDatabase());
