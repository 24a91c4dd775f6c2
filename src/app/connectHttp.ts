import type { i18n as I18n } from 'i18next';
import { configureHttp } from '@/api/httpHooks';
import type { createMemoryRouter } from 'react-router-dom';
import { hostTenant } from '@/i18n/hostTenants';
import { languageOf } from '@/i18n/languages';
import { endedSession } from '@/auth/endedSession';
import { followsWorkingTenant } from '@/auth/hostWideScreens';
import { credentials } from '@/api/credentials';
import { isPublicPath } from './routes';

type AppRouter = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'navigate'>;

/**
 * Hands the HTTP client what it cannot import itself: the current language, the host's tenant, and where to go
 * on 401 (/login, remembering the location and why the session ended; the client already removed the token),
 * on a 403 of a read (/not-authorized), and the text of a refused action (403 of a write: the user stays).
 */
export function connectHttp(router: AppRouter, i18n: I18n) {
  configureHttp({
    getLanguage: () => languageOf(i18n.resolvedLanguage ?? i18n.language).code,
    getDefaultTenantId: () => hostTenant()?.tenantId ?? null,
    // The working tenant's rule: a signed-in call from a host-wide screen names no tenant.
    sendsTenant: () =>
      credentials.getToken() === null || followsWorkingTenant(router.state.location.pathname),
    onUnauthorized: (reason) => {
      if (reason) endedSession.remember(reason);
      const { pathname, search, hash } = router.state.location;
      // The public booking pages show their own messages: a visitor has no staff session to return to.
      if (pathname === '/login' || isPublicPath(pathname)) return;
      // One task later, so that the failed call's own handlers (a form keeping its draft) run first.
      setTimeout(() => {
        if (router.state.location.pathname === '/login') return;
        void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}${hash}` } });
      }, 0);
    },
    onForbidden: () => {
      const { pathname } = router.state.location;
      if (pathname !== '/not-authorized' && !isPublicPath(pathname)) void router.navigate('/not-authorized');
    },
    forbiddenMessage: () => i18n.t('common:errors.forbiddenAction'),
    plainErrorMessage: (status) =>
      i18n.t(
        status === 0
          ? 'common:errors.noConnection'
          : status === 404
            ? 'common:errors.notOffered'
            : 'common:errors.serverFailed',
        { status },
      ),
  });
}
