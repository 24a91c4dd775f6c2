import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { RequireAuth } from '@/auth/RequireAuth';
import { RouteGuard } from '@/auth/RouteGuard';
import { lazyPart } from './lazyPart';
import NotAuthorizedPage from './pages/NotAuthorizedPage';
import NotFoundPage from './pages/NotFoundPage';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './routeMeta';
import { RouteErrorPage } from './RouteErrorPage';
import { adminRoutes, publicPaths } from './routes';
import { AppLayout } from './shell/AppLayout';

const LoginPage = lazyPart('auth:title', () => import('@/auth/LoginPage'));
const PublicPage = lazyPart('shell:public.part', () => import('./pages/PublicComingSoonPage'));

const handle = (titleKey: string, group?: RouteHandle['group'], heading = true): RouteHandle => ({
  titleKey,
  group,
  heading,
});

const Shell = () => (
  <RequireAuth>
    <AppLayout />
  </RequireAuth>
);

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
      { path: '/login', element: <LoginPage />, handle: handle('auth:title') },
      ...publicPaths.map((path) => ({
        path,
        element: (
          <PublicFrame>
            <PublicPage />
          </PublicFrame>
        ),
        handle: handle('shell:public.part'),
      })),
      {
        element: <Shell />,
        children: adminRoutes.map(({ path, titleKey, group, permission, Page }) => ({
          path,
          handle: handle(titleKey, group),
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
          { path: '*', element: <NotFoundPage />, handle: handle('shell:notFound.title', undefined, false) },
        ],
      },
    ],
  },
];
