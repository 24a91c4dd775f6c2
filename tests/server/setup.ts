import { beforeAll } from 'vitest';
import { warmReusablePglite } from './reusablePglite.js';

// The worker's embedded database starts in a hook (hookTimeout), not inside the first test that asks for it.
beforeAll(() => warmReusablePglite());
