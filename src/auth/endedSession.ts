import { isSessionEndReason, type SessionEndReason } from '@/api/sessionEnd';

/**
 * Why the last session of this tab ended, as the server said (Abp-Session-End / the 401 details), for the
 * sign-in page to tell the user. Kept in sessionStorage so that it survives the redirect and a reload of /login;
 * forgotten once the user signs in or out.
 */
export const SESSION_ENDED_KEY = 'cc.sessionEnded';

export const endedSession = {
  remember(reason: SessionEndReason) {
    try {
      window.sessionStorage.setItem(SESSION_ENDED_KEY, reason);
    } catch {
      // Without storage the sign-in page says only "please sign in".
    }
  },
  read(): SessionEndReason | null {
    try {
      const value = window.sessionStorage.getItem(SESSION_ENDED_KEY);
      return isSessionEndReason(value) ? value : null;
    } catch {
      return null;
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(SESSION_ENDED_KEY);
    } catch {
      // Nothing to forget.
    }
  },
};
