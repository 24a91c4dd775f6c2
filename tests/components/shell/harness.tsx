import { render } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import type { CurrentUserInformations } from '@/api/types/identity';
import { AppProviders } from '@/app/AppProviders';
import { connectHttp } from '@/app/connectHttp';
import { createQueryClient } from '@/app/queryClient';
import { appRoutes } from '@/app/router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodes } from '@/i18n/languages';
import { createTestI18n, loadResources } from '../../setup/i18n';

import { envelope } from '../../setup/abp';

export { envelope, errorEnvelope } from '../../setup/abp';

export const allPermissions = Object.values(Permissions);
export const agentPermissions = [Permissions.ReservationLinkGenerators, Permissions.Orders];

export function currentUser(grantedPermissions: string[] = allPermissions): CurrentUserInformations {
  return {
    user: {
      id: 2,
      name: 'Ana',
      surname: 'Petrović',
      userName: 'admin',
      emailAddress: 'ana@serbia.test',
      language: null,
    },
    tenant: { id: 3, tenancyName: 'serbia', name: 'Serbia' },
    auth: { grantedPermissions, allPermissions },
  };
}

/**
 * msw handlers for the session calls every screen makes; tests add or override others. The dashboard's figures
 * answer 404 (a backend without the service), so /admin shows its overview (tests/components/shell/dashboard.test.tsx
 * covers the figures).
 */
export function sessionHandlers(user: CurrentUserInformations | (() => Response) = currentUser()) {
  return [
    mswHttp.get('*/api/services/app/Dashboard/GetStatistics', () => new HttpResponse(null, { status: 404 })),
    mswHttp.get('*/api/services/app/Session/GetCurrentUserInformations', () =>
      typeof user === 'function' ? user() : HttpResponse.json(envelope(user)),
    ),
    mswHttp.get('*/api/services/app/Session/GetCurrentLoginInformations', () =>
      HttpResponse.json(
        envelope({ application: { version: '1', releaseDate: '', features: {} }, user: null, tenant: null }),
      ),
    ),
  ];
}

/** Makes antd's breakpoints see a window of this width (jsdom matches no media query by itself). */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

/** Renders the whole app (real route table, providers, HTTP wiring) in a memory router at `path`. */
export function renderApp(path: string, { lng = 'en', state }: { lng?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [
      {
        pathname: path.split(/[?#]/)[0],
        search: path.includes('?') ? `?${path.split('?')[1]?.split('#')[0]}` : '',
        state,
      },
    ],
  });
  const i18n = createTestI18n(lng);
  connectHttp(router, i18n);
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...result, router, i18n, queryClient, location };
}

export function recordRequests(server: SetupServer) {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) requests.push(request.clone());
  });
  return requests;
}

/** An i18next instance holding every language's real translation files, for switching languages in a test. */
export function createAllLanguagesI18n(lng = 'en') {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(languageCodes.map((code) => [code, loadResources(code)]));
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: languageCodes,
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
