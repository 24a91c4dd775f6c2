import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { SessionEndReasons } from '@/api/sessionEnd';
import { endedSession } from './endedSession';
import { pathOf } from './location';
import { currentUserKey, useCurrentUser } from './session';

/**
 * Lets its children render only for a signed-in user whose information loaded. Without a token, or when the
 * current user cannot be loaded, the token is removed and the user goes to /login, the location remembered.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const hasToken = credentials.getToken() !== null;
  const from = pathOf(location);

  useEffect(() => {
    if (!user.isError) return;
    credentials.clearToken();
    queryClient.removeQueries({ queryKey: currentUserKey });
    void navigate('/login', { replace: true, state: { from } });
  }, [user.isError, queryClient, navigate, from]);

  if (!hasToken) {
    // Another tab signed out (the shared token is gone): the sign-in page says so. Idempotent, so safe in render.
    if (credentials.signedOutElsewhere()) endedSession.remember(SessionEndReasons.SignedOut);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!user.data)
    return (
      // app.css's spinner (no antd Spin on the shell's first load), with the word for assistive tech and sight.
      <div className="app-fullscreen-center" role="status" aria-live="polite">
        <div className="app-loading">
          <span className="app-spinner" aria-hidden="true" />
          <span>{t('loading')}</span>
        </div>
      </div>
    );
  return children;
}
