import type { i18n as I18n } from 'i18next';
import type { createMemoryRouter } from 'react-router-dom';
import { configureHttp } from '@/api/http';
import { hostTenant } from '@/i18n/hostTenants';
import { languageOf } from '@/i18n/languages';

type AppRouter = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'navigate'>;

/**
 * Hands the HTTP client what it cannot import itself: the current language, the host's tenant, and where to go
 * on 401 (/login, remembering the location; the client already removed the token) and 403 (/not-authorized).
 */
export function connectHttp(router: AppRouter, i18n: I18n) {
  configureHttp({
    getLanguage: () => languageOf(i18n.resolvedLanguage ?? i18n.language).code,
    getDefaultTenantId: () => hostTenant()?.tenantId ?? null,
    onUnauthorized: () => {
      const { pathname, search, hash } = router.state.location;
      if (pathname === '/login') return;
      void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}${hash}` } });
    },
    onForbidden: () => {
      if (router.state.location.pathname !== '/not-authorized') void router.navigate('/not-authorized');
    },
  });
}
