import { apiConfig } from '../config';

/**
 * Remembers that the backend has no Session/GetCurrentUserInformations (a stock ABP module-zero backend answers
 * 404), so later page loads go straight to ABP's own calls instead of asking for it again on every load. Kept per
 * API base URL in localStorage for FALLBACK_MEMORY_MS: a backend upgraded meanwhile is asked again after that.
 */
export const FALLBACK_MEMORY_MS = 12 * 60 * 60 * 1000;
const KEY_PREFIX = 'cc.noUserInformations:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const keyFor = () =>
  `${KEY_PREFIX}${apiConfig.baseUrl || (typeof window === 'undefined' ? '' : window.location.origin)}`;

export const userInformationsFallback = {
  /** The backend answered 404 to Session/GetCurrentUserInformations within FALLBACK_MEMORY_MS. */
  remembered(now = Date.now()): boolean {
    try {
      const until = Number(storage()?.getItem(keyFor()));
      return Number.isFinite(until) && until > now;
    } catch {
      return false;
    }
  },
  remember(now = Date.now()) {
    try {
      storage()?.setItem(keyFor(), String(now + FALLBACK_MEMORY_MS));
    } catch {
      // Private mode or a full quota: the next load asks again.
    }
  },
  forget() {
    try {
      storage()?.removeItem(keyFor());
    } catch {
      // Nothing to forget.
    }
  },
};
