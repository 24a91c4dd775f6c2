import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_COST,
  setPasswordHashCostForTests,
  verifyPassword,
} from '../../server/abp/password.js';
import { TEST_PASSWORD_HASH_COST } from './secret.js';

describe('password hashes', () => {
  afterEach(() => setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST));

  it('are scrypt at N=16384 outside the test run, and record it', async () => {
    setPasswordHashCostForTests();
    const stored = await hashPassword('Sup3r-secret');
    expect(PASSWORD_HASH_COST).toBe(16384);
    expect(stored).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Sup3r-secret', stored)).toBe(true);
    expect(await verifyPassword('sup3r-secret', stored)).toBe(false);
  });

  it('are checked at the cost they were made with, whatever the current one', async () => {
    const cheap = await hashPassword('Sup3r-secret');
    expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_HASH_COST}\\$`));
    setPasswordHashCostForTests();
    expect(await verifyPassword('Sup3r-secret', cheap)).toBe(true);
    expect(await verifyPassword('Sup3r-secreT', cheap)).toBe(false);
  });
});
