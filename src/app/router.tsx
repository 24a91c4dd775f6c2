import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { loadLocale } from '@/i18n/locales';
import { lazyPart } from './lazyPart';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './routeMeta';
import { RouteErrorPage } from './RouteErrorPage';
import { adminRoutes, findAdminRoute, isPublicPath, isSignInPath, publicPaths } from './routes';

/*
 * Only the router, translations and the query cache are in the entry chunk. antd comes with AntdLayout (shell,
 * error pages), the shell (menu, top bar, drawers) with Shell. The sign-in page and the public pages are plain
 * HTML and CSS and fetch neither; signing in starts fetching both while the credentials are checked.
 */
const loadAntd = () => import('./AntdLayout');
const loadShell = () => import('./shell/Shell');
const loadLogin = () => import('@/auth/LoginPage');
const AntdLayout = lazyPart('shell:navigationPart', loadAntd);
const Shell = lazyPart('shell:navigationPart', loadShell);
const LoginPage = lazyPart('auth:title', loadLogin);
const quiet = (load: () => Promise<unknown>) => void load().catch(() => undefined);
/**
 * What the first page after sign-in renders, fetched while the credentials are checked: the antd layout, the shell,
 * and the language's antd and date locales (the sign-in page shows neither, so it does not load them).
 */
const warmUpAdmin = (language: string) => {
  quiet(loadAntd);
  quiet(loadShell);
  quiet(() => loadLocale(language));
};
/** The public booking flow: its own chunks, no antd, no admin code. */
const BookingLayout = lazyPart('shell:public.part', () => import('@/booking/BookingLayout'));
const bookingPages: Record<(typeof publicPaths)[number], ReturnType<typeof lazyPart>> = {
  '/': lazyPart('shell:public.part', () => import('@/booking/pages/LandingPage')),
  '/extra-services': lazyPart('shell:public.part', () => import('@/booking/pages/ExtraServicesPage')),
  '/payment': lazyPart('shell:public.part', () => import('@/booking/pages/PaymentPage')),
  '/result': lazyPart('shell:public.part', () => import('@/booking/pages/ResultPage')),
  '/result/:paymentId': lazyPart('shell:public.part', () => import('@/booking/pages/ResultPage')),
  '/revolut-payment-form': lazyPart('shell:public.part', () => import('@/booking/pages/CardFormPage')),
};
const NotAuthorizedPage = lazyPart('shell:notAuthorized.title', () => import('./pages/NotAuthorizedPage'));
const NotFoundPage = lazyPart('shell:notFound.title', () => import('./pages/NotFoundPage'));
/** Exported by the shell chunk (already loaded where it renders): keeps the session code out of the entry. */
const RouteGuard = lazy(() => import('./shell/Shell').then((m) => ({ default: m.RouteGuard })));

/**
 * Starts fetching the lazy parts the page being opened will render, all at once, instead of one after the other
 * as each renders its child (antd layout → shell → page). A failure surfaces when React loads the part.
 */
export function preloadRoute(pathname: string, queryClient?: QueryClient) {
  if (isPublicPath(pathname)) return;
  if (isSignInPath(pathname)) return quiet(loadLogin);
  quiet(loadAntd);
  if (credentials.getToken() === null) return;
  quiet(loadShell);
  if (queryClient) quiet(() => import('@/auth/session').then((m) => m.prefetchCurrentUser(queryClient)));
  const route = findAdminRoute(pathname);
  if (route?.preload) quiet(route.preload);
}

const handle = (
  titleKey: string,
  group?: RouteHandle['group'],
  heading = true,
  records = false,
): RouteHandle => ({ titleKey, group, heading, records });

/** /not-authorized and the not-found page: inside the shell for a signed-in user, on their own otherwise. */
function ShellIfSignedIn() {
  return credentials.getToken() !== null ? <Shell /> : <PublicFrame />;
}

function PublicFrame({ children }: { children?: ReactNode }) {
  return <main className="app-public-frame">{children ?? <Outlet />}</main>;
}

/** Every route of the app, built from the route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <BookingLayout />,
        children: publicPaths.map((path) => {
          const Page = bookingPages[path];
          return { path, element: <Page />, handle: handle('shell:public.part') };
        }),
      },
      { path: '/login', element: <LoginPage warmUp={warmUpAdmin} />, handle: handle('auth:title') },
      {
        element: <AntdLayout />,
        children: [
          {
            element: <Shell />,
            children: adminRoutes.map(({ path, titleKey, group, permission, Page, records }) => ({
              // `/users/:recordId?`: the list and its records are one route, so opening a record keeps the page.
              path: records ? `${path}/:recordId?` : path,
              handle: handle(titleKey, group, true, records),
              errorElement: <RouteErrorPage />,
              element: (
                <RouteGuard required={permission}>
                  <Page />
                </RouteGuard>
              ),
            })),
          },
          {
            element: <ShellIfSignedIn />,
            children: [
              {
                path: '/not-authorized',
                element: <NotAuthorizedPage />,
                handle: handle('shell:notAuthorized.title', undefined, false),
              },
              {
                path: '*',
                element: <NotFoundPage />,
                handle: handle('shell:notFound.title', undefined, false),
              },
            ],
          },
        ],
      },
    ],
  },
];
