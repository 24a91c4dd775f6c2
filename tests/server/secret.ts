/** The server secret of every test server (createTestApp), also signing the seeded reservation links. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret';
