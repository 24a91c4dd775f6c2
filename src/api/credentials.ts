/**
 * The two things the SPA keeps between page loads: the bearer token and the chosen tenant id.
 * The token lives in localStorage when the user ticked "remember me", otherwise in sessionStorage (one tab).
 */
export const TOKEN_KEY = 'Abp.AuthToken';
export const TENANT_KEY = 'Abp.TenantId';

const stores = (): Storage[] => [window.localStorage, window.sessionStorage];

/** The token this page last found or stored; null once this page removed it. */
let held: string | null = null;

export const credentials = {
  getToken(): string | null {
    for (const store of stores()) {
      const token = store.getItem(TOKEN_KEY);
      if (token) return (held = token);
    }
    return null;
  },
  setToken(token: string, remember: boolean) {
    credentials.clearToken();
    (remember ? window.localStorage : window.sessionStorage).setItem(TOKEN_KEY, token);
    held = token;
  },
  clearToken() {
    for (const store of stores()) store.removeItem(TOKEN_KEY);
    held = null;
  },
  /**
   * This page held a token that is gone from storage although it never removed it: another tab or window of the
   * same browser signed out (a remembered token is shared through localStorage).
   */
  signedOutElsewhere(): boolean {
    return held !== null && credentials.getToken() === null;
  },
  /** The tenant the user chose with the tenant switch; null for none (host, or whatever the host name implies). */
  getTenantId(): number | null {
    const raw = window.localStorage.getItem(TENANT_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  },
  setTenantId(id: number | null) {
    if (id === null) window.localStorage.removeItem(TENANT_KEY);
    else window.localStorage.setItem(TENANT_KEY, String(id));
  },
};
