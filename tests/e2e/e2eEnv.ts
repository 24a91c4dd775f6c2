/** The token signing key of the browser tests' server (playwright.config.ts); tests sign expired tokens with it. */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret';
