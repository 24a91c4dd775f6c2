import { render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { AppProviders } from '@/app/AppProviders';
import { connectHttp } from '@/app/connectHttp';
import { createQueryClient } from '@/app/queryClient';
import { appRoutes } from '@/app/router';
import { applyLanguage } from '@/i18n/setup';
import { createAllLanguagesI18n, currentUser, envelope, sessionHandlers, setViewportWidth } from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

/**
 * The app in a browser router on jsdom's real history, with the language effects of the real setup. With
 * `applyFirst: false` the router sees the URL as opened, as in the real app (whose translations load after the
 * router exists); RootLayout then writes `?lng=`.
 */
function renderInBrowser(url: string, lng = 'en', { applyFirst = true } = {}) {
  window.history.replaceState(null, '', url);
  const i18n = createAllLanguagesI18n(lng);
  i18n.on('languageChanged', applyLanguage);
  if (applyFirst) applyLanguage(lng);
  const router = createBrowserRouter(appRoutes);
  connectHttp(router, i18n);
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { i18n, router };
}

async function chooseLanguage(name: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  // The sign-in page and the top bar both have the browser's own select.
  await user.selectOptions(screen.getByRole('combobox', { name: /Language|Sprache|Jezik/ }), name);
}

describe('language switching', () => {
  it('translates the UI, sets <html lang> and rewrites ?lng= without a new history entry', async () => {
    setViewportWidth(1280);
    server.use(...sessionHandlers());
    renderInBrowser('/login?lng=en', 'en', { applyFirst: false });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const entries = window.history.length;

    await chooseLanguage('Deutsch');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?lng=de');
    expect(window.history.length).toBe(entries);
    expect(dayjs.locale()).toBe('de');

    await chooseLanguage('Srpski');
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sr-Latn');
    expect(window.location.search).toBe('?lng=sr');
    expect(window.history.length).toBe(entries);

    await chooseLanguage('Bosanski');
    await waitFor(() => expect(document.documentElement.lang).toBe('bs'));
    expect(dayjs.locale()).toBe('hr');
  });

  it('keeps ?lng= on the URL across in-app navigation', async () => {
    setViewportWidth(1280);
    credentials.setToken('tok', true);
    server.use(...sessionHandlers());
    const { router } = renderInBrowser('/admin?lng=mk', 'mk');
    expect(await screen.findByText('Добредојдовте повторно, Ana!')).toBeInTheDocument();
    await router.navigate('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Нарачки' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?lng=mk'));
    expect(window.location.pathname).toBe('/orders');
  });
});

/** The signed-in user's information with the language saved on the profile page (User/ChangeLanguage). */
function userWithLanguage(language: string | null) {
  const info = currentUser();
  return { ...info, user: { ...info.user, language } };
}

async function signIn() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(await screen.findByLabelText(/User name or email/));
  await user.paste('admin');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('123qwe');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const tokenHandler = () =>
  mswHttp.post('*/api/TokenAuth/Authenticate', () =>
    HttpResponse.json(
      envelope({ accessToken: 'jwt', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 }),
    ),
  );

describe("the user's saved language", () => {
  it('is applied after signing in when the URL names no language', async () => {
    setViewportWidth(1280);
    server.use(...sessionHandlers(userWithLanguage('de')), tokenHandler());
    const { i18n } = renderInBrowser('/login', 'en', { applyFirst: false });
    await signIn();
    expect(await screen.findByText('Willkommen zurück, Ana!')).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(window.location.search).toBe('?lng=de'));
    expect(window.location.pathname).toBe('/admin');
  });

  it('loses to an explicit ?lng= in the URL', async () => {
    setViewportWidth(1280);
    server.use(...sessionHandlers(userWithLanguage('de')), tokenHandler());
    const { i18n } = renderInBrowser('/login?lng=en', 'en', { applyFirst: false });
    await signIn();
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(i18n.language).toBe('en');
    expect(window.location.search).toBe('?lng=en');
  });

  it('changes nothing when the user saved no language', async () => {
    setViewportWidth(1280);
    server.use(...sessionHandlers(userWithLanguage(null)), tokenHandler());
    const { i18n } = renderInBrowser('/login', 'en', { applyFirst: false });
    await signIn();
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });
});
