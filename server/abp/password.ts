import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** scrypt's cost parameter (N) for new hashes: 16 MB and some 50 ms of CPU per hash on a small server. */
export const PASSWORD_HASH_COST = 16384;
let cost = PASSWORD_HASH_COST;

/**
 * Tests only: a cheaper cost for the hashes the test run creates (the seeded template's users, and every password a
 * test sets), so that the suite's thousands of sign-ins do not spend most of its time in scrypt. Every hash records
 * its own cost, which is what a check uses; no argument puts the default back.
 */
export function setPasswordHashCostForTests(testCost = PASSWORD_HASH_COST): void {
  cost = testCost;
}

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt; the result records its parameters: `scrypt$N$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** How many stored hashes this process has checked, with the cost of each (tests compare the work of two paths). */
export const passwordChecks: { cost: number }[] = [];

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  // Bounded: only the last few matter to anybody reading it.
  if (passwordChecks.push({ cost: Number(cost) }) > 100) passwordChecks.shift();
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | null = null;

/** A real hash of a random password, checked in place of a missing user's so that both cost the same. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  return dummy;
}
