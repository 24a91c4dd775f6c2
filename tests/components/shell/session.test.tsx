import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { api } from '@/api/http';
import { currentUserKey } from '@/auth/session';
import {
  agentPermissions,
  currentUser,
  envelope,
  recordRequests,
  renderApp,
  sessionHandlers,
  setViewportWidth,
} from './harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

describe('session and HTTP wiring', () => {
  it('sends the token, language, culture and tenant headers on every call', async () => {
    credentials.setToken('tok-1', true);
    credentials.setTenantId(3);
    server.use(
      ...sessionHandlers(),
      mswHttp.get('*/api/services/app/Thing/GetAll', () => HttpResponse.json(envelope([]))),
    );
    const requests = recordRequests(server);
    renderApp('/admin', { lng: 'de' });
    expect(await screen.findByText('Willkommen zurück, Ana!')).toBeInTheDocument();
    await api.get('Thing/GetAll');
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const request of requests) {
      expect(request.headers.get('authorization')).toBe('Bearer tok-1');
      expect(request.headers.get('accept-language')).toBe('de');
      expect(request.headers.get('.aspnetcore.culture')).toBe('c=de|uic=de');
      expect(request.headers.get('abp.tenantid')).toBe('3');
      expect(request.headers.get('abp-tenantid')).toBe('3');
    }
  });

  it('sends no Authorization and no tenant header when there is neither', async () => {
    server.use(...sessionHandlers());
    const requests = recordRequests(server);
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.headers.get('abp.tenantid')).toBeNull();
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
  });

  it('sends a user without a token to /login, remembering the location', async () => {
    server.use(...sessionHandlers());
    const { location } = renderApp('/email-types?page=2');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/email-types?page=2' });
  });

  it('on 401 removes the token, goes to /login with the location, and returns there after signing in', async () => {
    credentials.setToken('expired', true);
    let signedIn = false;
    server.use(
      ...sessionHandlers(() =>
        signedIn
          ? HttpResponse.json(envelope(currentUser()))
          : HttpResponse.json(
              {
                success: false,
                __abp: true,
                unAuthorizedRequest: true,
                error: { message: 'Current user did not login to the application!' },
              },
              { status: 401 },
            ),
      ),
      mswHttp.post('*/api/TokenAuth/Authenticate', () => {
        signedIn = true;
        return HttpResponse.json(
          envelope({ accessToken: 'fresh', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 }),
        );
      }),
    );
    const { location } = renderApp('/email-types?page=2');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(credentials.getToken()).toBeNull();
    expect(location().state).toEqual({ from: '/email-types?page=2' });
    expect(await screen.findByText('Please sign in to continue where you left off.')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await fill(user, screen.getByLabelText('User name or email'), 'admin');
    await fill(user, screen.getByLabelText('Password'), '123qwe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/email-types'));
    expect(location().search).toBe('?page=2');
    expect(credentials.getToken()).toBe('fresh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email types' })).toBeInTheDocument();
  });

  it('when the current user cannot be loaded, removes the token and goes to /login', async () => {
    credentials.setToken('tok', false);
    server.use(
      ...sessionHandlers(() =>
        HttpResponse.json({ success: false, __abp: true, error: { message: 'boom' } }, { status: 500 }),
      ),
    );
    const { location } = renderApp('/orders');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(credentials.getToken()).toBeNull();
    expect(location().state).toEqual({ from: '/orders' });
  });

  it('on 403 goes to /not-authorized', async () => {
    credentials.setToken('tok', true);
    server.use(
      ...sessionHandlers(),
      mswHttp.get('*/api/services/app/Tenant/GetAll', () =>
        HttpResponse.json(
          {
            success: false,
            __abp: true,
            unAuthorizedRequest: true,
            error: { message: 'Required permissions are not granted.' },
          },
          { status: 403 },
        ),
      ),
    );
    const { location } = renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    await expect(api.get('Tenant/GetAll')).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(location().pathname).toBe('/not-authorized'));
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(credentials.getToken()).toBe('tok');
  });

  it('guards routes: a missing permission leads to /not-authorized, a held one opens the page', async () => {
    credentials.setToken('agent', true);
    server.use(...sessionHandlers(currentUser(agentPermissions)));
    const { location, router } = renderApp('/users');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(location().pathname).toBe('/not-authorized');
    // The page keeps the shell for a signed-in user.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    server.use(
      mswHttp.get('*/api/services/app/ReservationLinkGenerator/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 0, items: [] })),
      ),
    );
    await router.navigate('/reservation-links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation links' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Generate a link' })).toBeInTheDocument();
    // A route without a permission opens for everyone.
    server.use(
      mswHttp.get('*/api/services/app/LanguageCode/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 0, items: [] })),
      ),
    );
    await router.navigate('/language-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Language codes' })).toBeInTheDocument();
    await router.navigate('/profile-settings');
    await waitFor(() => expect(location().pathname).toBe('/not-authorized'));
  });

  it('shows the user, tenant and permission count on /admin and signs out', async () => {
    credentials.setToken('tok', true);
    server.use(...sessionHandlers(currentUser(agentPermissions)));
    const { location, queryClient } = renderApp('/admin');
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    // The agent may see figures; this backend has no dashboard service (404), so the overview shows instead.
    const permissions = await screen.findByRole('group', { name: 'Granted permissions' });
    expect(within(permissions).getByText('2')).toBeInTheDocument();
    expect(screen.getAllByText('Serbia').length).toBeGreaterThan(0);
    expect(document.title).toBe('Dashboard · Client Care');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Account menu of Ana Petrović' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu of Ana Petrović' });
    const popup = document.querySelector('.app-user-popup') as HTMLElement;
    expect(within(popup).getByText('ana@serbia.test')).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Profile settings' })).toBeNull(); // the agent lacks Pages.Users
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(credentials.getToken()).toBeNull();
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
  });

  it('shows a not-found page for unknown routes', async () => {
    server.use(...sessionHandlers());
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to sign-in' })).toBeInTheDocument();
  });

  it.each([
    ['/no/such/page', 'Seite nicht gefunden'],
    ['/not-authorized', 'Sie haben keinen Zugriff auf diese Seite'],
  ])(
    '%s: the illustration carries no English title and is hidden from assistive tech',
    async (path, title) => {
      server.use(...sessionHandlers());
      renderApp(path, { lng: 'de' });
      expect(await screen.findByText(title)).toBeInTheDocument();
      const svg = document.querySelector('.ant-result-image svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg?.querySelector('title')).toBeNull();
      expect(document.body.textContent).not.toMatch(/No Found|Unauthorized/);
    },
  );
});
