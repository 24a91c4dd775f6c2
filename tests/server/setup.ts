import pg from 'pg';
import { afterEach, beforeAll, expect } from 'vitest';
import { setPasswordHashCostForTests } from '../../server/abp/password.js';
import { warmReusableDatabase } from './reusableDatabase.js';
import { TEST_PASSWORD_HASH_COST } from './secret.js';

// Passwords the tests set are hashed at the template's cost (tests/server/secret.ts).
setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);

// The worker's database starts in a hook, not inside the first test that asks for it. The first worker of a run may
// wait there for the run's template to be built (tests/server/globalSetup.ts): longer than a hook's usual limit
// when the machine is busy.
beforeAll(() => warmReusableDatabase(), 180_000);

// A query sent on a PostgreSQL connection that is still running another (Promise.all inside a transaction, say)
// is queued by node-postgres today, with a deprecation warning printed once per process, and refused by pg 9.
// Every such call fails the test that made it, with the stack of the call (files share the worker: patch once).
const patched = Symbol.for('cc.test.overlappingQueries');
const clientProto = pg.Client.prototype as unknown as {
  [patched]?: string[];
  query(...args: unknown[]): unknown;
};

/** Patches node-postgres once per module instance; returns where the overlapping calls are noted. */
function guardQueries(): string[] {
  const overlapping: string[] = [];
  const query = clientProto.query;
  clientProto.query = function (this: { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
    // _queryQueue is node-postgres's own queue: the check it makes before warning (pg/lib/client.js).
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline)
      overlapping.push(new Error('query sent while another runs on the same connection').stack ?? '');
    return query.apply(this, args);
  };
  return overlapping;
}
// This file runs again for every test file of the worker; the patch, and the list it writes to, stay the same.
const overlapping = (clientProto[patched] ??= guardQueries());
afterEach(() => {
  const found = overlapping.splice(0);
  expect(found, 'queries overlapping on one PostgreSQL connection').toEqual([]);
});
