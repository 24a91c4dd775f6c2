/** The server secret of every test server (createTestApp), also signing the seeded reservation links. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret';

/**
 * scrypt's cost for the passwords the test run hashes (the template's seeded users and every password a test sets):
 * 1/16 of the product's, since the suite signs in thousands of times. tests/server/passwordHash.test.ts checks the
 * product's own.
 */
export const TEST_PASSWORD_HASH_COST = 1024;
