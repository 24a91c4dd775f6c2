import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { connectHttp } from './app/connectHttp';
import { createQueryClient } from './app/queryClient';
import { appRoutes } from './app/router';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { createI18n } from './i18n/setup';
import './app/app.css';

void unregisterServiceWorkers();

const { i18n } = createI18n();
const queryClient = createQueryClient();
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
