import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { connectHttp } from './app/connectHttp';
import { createQueryClient } from './app/queryClient';
import { appRoutes, preloadRoute } from './app/router';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { createI18n } from './i18n/setup';
import { bootNamespaces, namespaces } from './i18n/languages';
import { setLocalePreload } from './i18n/locales';
import { isPublicPath, isSignInPath } from './app/routes';
import { initColorScheme } from './lib/colorScheme';
import './app/app.css';

// index.html's inline script has set the scheme before the first paint; this keeps it in step from here on.
initColorScheme();
void unregisterServiceWorkers();

/** The back-office's pages, as opposed to the sign-in page and the public booking pages. */
const backOffice = (pathname: string) => !isPublicPath(pathname) && !isSignInPath(pathname);
// The antd and date locales come with the translations, except on the sign-in and public pages, which show
// neither: signing in starts fetching them (warmUpAdmin), like the admin layout.
setLocalePreload(() => backOffice(window.location.pathname));
// A back-office page starts with every back-office namespace, as before; the sign-in page with its own three
// (it asks for the rest on "Sign in"), the public pages too (theirs come with their pages).
const { i18n } = createI18n({
  namespaces: backOffice(window.location.pathname) ? namespaces : bootNamespaces,
});
const queryClient = createQueryClient();
// The signed-in user is asked for once the session module has loaded: after connectHttp below has run.
preloadRoute(window.location.pathname, queryClient);
const router = createBrowserRouter(appRoutes);
connectHttp(router, i18n);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
