import type { SessionEndReason } from './sessionEnd';

// Kept apart from http.ts so that the app can install its hooks without loading the HTTP client.

/**
 * Hooks the app layer installs: the current language, and what to do on 401 and 403. The api layer cannot import
 * i18n or the router, so they are handed in here.
 */
export interface HttpHooks {
  getLanguage(): string;
  /** A call was refused for want of a valid token; `reason` is why the server ended the session, if it said. */
  onUnauthorized(reason: SessionEndReason | null): void;
  /** A read (GET) was refused for want of a permission: the page's own data is not the user's to see. */
  onForbidden(): void;
  /** The user's-language text for an action refused for want of a permission (the server's text names it). */
  forbiddenMessage(): string | null;
  /**
   * The user's-language text for a failed call whose answer carries no ABP envelope to read a message from:
   * status 0 (no answer: offline, timeout), 404 (no such operation on this backend), or another status (a proxy's
   * or the server's own failure).
   */
  plainErrorMessage(status: number): string | null;
  /** The tenant implied by the host name; used when the user chose none with the tenant switch. */
  getDefaultTenantId(): number | null;
  /**
   * Whether this call may carry a tenant header: false for a signed-in call from a host-wide screen, which keeps
   * the host's view while the host works in a tenant (src/auth/hostWideScreens.ts).
   */
  sendsTenant(): boolean;
}

export const hooks: HttpHooks = {
  getLanguage: () => 'en',
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  forbiddenMessage: () => null,
  plainErrorMessage: () => null,
  getDefaultTenantId: () => null,
  sendsTenant: () => true,
};

export function configureHttp(next: Partial<HttpHooks>) {
  Object.assign(hooks, next);
}
