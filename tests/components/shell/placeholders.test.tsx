import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { can } from '@/auth/can';
import { adminRoutes } from '@/app/routes';
import { visibleMenu } from '@/app/shell/menuModel';
import { allPermissions, errorEnvelope, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

describe('honest placeholders', () => {
  it('derives "planned" from the route table: a route without a page is planned, a group when all of it is', () => {
    const menu = visibleMenu(adminRoutes, (required) => can(allPermissions, required));
    const planned = Object.fromEntries(menu.map((e) => [e.key, e.planned]));
    expect(planned['/users']).toBe(false);
    expect(planned['/login-logs']).toBe(false);
    expect(planned['/orders']).toBe(false);
    expect(planned['/bank-transfers']).toBe(false);
    expect(planned['group:email']).toBe(false);
    for (const route of adminRoutes.filter((r) => r.inMenu))
      expect(route.comingSoon).toBe(
        menu.flatMap((e) => [e, ...(e.children ?? [])]).find((e) => e.key === route.path)?.planned,
      );
  });

  it('has no screen left to build: no menu entry is marked "Soon"', async () => {
    credentials.setToken('tok', true);
    server.use(...sessionHandlers());
    renderApp('/language-codes', { lng: 'de' });
    const nav = await screen.findByRole('navigation', { name: 'Hauptmenü' }, { timeout: 15_000 });
    expect(within(nav).getByText('Bank\u00adüberweisungen')).toBeInTheDocument();
    expect(within(nav).queryByText('Bald')).toBeNull();
    expect(adminRoutes.filter((route) => route.comingSoon).map((route) => route.path)).toEqual([]);
  });
});

describe('sign-in error', () => {
  it('"Login failed!" goes away as soon as the tenant field changes', async () => {
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/TokenAuth/Authenticate', () =>
        HttpResponse.json(errorEnvelope('Login failed!', null, 'Invalid user name or password'), {
          status: 500,
        }),
      ),
      mswHttp.post('*/api/services/app/Account/IsTenantAvailable', () =>
        HttpResponse.json({ result: { state: 3, tenantId: null }, success: true, __abp: true }),
      ),
    );
    renderApp('/login');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await fill(user, await screen.findByLabelText('User name or email'), 'admin');
    await fill(user, screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed!')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Tenant'), 'serbia');
    await waitFor(() => expect(screen.queryByText('Login failed!')).toBeNull());
  });
});
