import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { renderApp, setViewportWidth } from '../shell/harness';
import { fill, setupMswServer } from '../../setup/msw';
import { detailValue } from '../../setup/render';
import { abpBackend } from './abpBackend';

/** The side menu (the dashboard lists the same screens as links too). */
const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

/** Signs in on /login as the Default tenant's admin, the way a user would. */
async function signIn(userName = 'admin', password = '123qwe') {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await fill(user, await screen.findByLabelText('Tenant'), 'Default');
  expect(await screen.findByText('Tenant “Default” selected.')).toBeInTheDocument();
  await fill(user, screen.getByLabelText('User name or email'), userName);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

// Each test drives the whole SPA through sign-in and a lazy page or two.
describe('against a stock ABP module-zero backend', { timeout: 120_000 }, () => {
  it('signs in without Session/GetCurrentUserInformations, lists users, and keeps the user on the page when an action is refused', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const { location } = renderApp('/users');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    const user = await signIn();

    // GetCurrentUserInformations answered 404; the SPA fell back to ABP's own calls and opened the page.
    await waitFor(() => expect(location().pathname).toBe('/users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('jdoe')).toBeInTheDocument();
    expect(backend.calls).toContain('/api/services/app/Session/GetCurrentUserInformations');
    expect(backend.calls).toContain('/AbpUserConfiguration/GetAll');
    expect(credentials.getToken()).not.toBeNull();

    // The permission is revoked on the server while the SPA still holds the old grants: the action is refused.
    backend.roles.set('ADMIN', ['Pages.Users', 'Pages.Roles']);
    const row = screen.getByText('jdoe').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /more actions/i }));
    await user.click(await screen.findByText('Deactivate'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(
      await screen.findByText('You do not have permission to do this. Ask an administrator if you need it.'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/users');
    expect(screen.getByText('jdoe')).toBeInTheDocument();
    expect(backend.users.find((u) => u.userName === 'jdoe')?.isActive).toBe(true);
  });

  it('asks for Session/GetCurrentUserInformations once, not again on every page load (issue 26)', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const asked = () => backend.calls.filter((c) => c.endsWith('/Session/GetCurrentUserInformations')).length;
    const first = renderApp('/login');
    await signIn();
    await waitFor(() => expect(first.location().pathname).toBe('/admin'));
    expect(await screen.findByText('Welcome back, admin!')).toBeInTheDocument();
    expect(asked()).toBe(1);
    // Two more full page loads: the SPA starts anew and goes straight to ABP's own calls.
    for (const path of ['/admin', '/users']) {
      first.unmount();
      const again = renderApp(path);
      if (path === '/users') expect(await screen.findByText('jdoe')).toBeInTheDocument();
      else expect(await screen.findByText('Welcome back, admin!')).toBeInTheDocument();
      expect(again.location().pathname).toBe(path);
      again.unmount();
    }
    expect(backend.calls.filter((c) => c.endsWith('/AbpUserConfiguration/GetAll')).length).toBeGreaterThan(2);
    expect(asked()).toBe(1);
  });

  it('goes to /not-authorized when the page’s own data is refused', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const { location } = renderApp('/login');
    await signIn();
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    await screen.findByText('Welcome back, admin!');
    backend.roles.set('ADMIN', ['Pages.Roles']);
    await userEvent
      .setup({ delay: null, pointerEventsCheck: 0 })
      .click(await within(await menu()).findByRole('link', { name: 'Users' }));
    await waitFor(() => expect(location().pathname).toBe('/not-authorized'));
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });

  it('shows the user name on the dashboard and marks ABP’s Admin role as static', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const { location } = renderApp('/login');
    const user = await signIn();
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    await screen.findByText('User name');
    expect(detailValue(document.body, 'User name')).toHaveTextContent(/^admin$/);

    await user.click(within(await menu()).getByRole('link', { name: 'Roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((r) => within(r).queryByText('Built-in'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getAllByText('Admin').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('says "not available on this server" for the screens ABP lacks, with nothing to retry', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const { location } = renderApp('/login');
    const user = await signIn();
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    for (const [entry, call] of [
      ['Language codes', '/api/services/app/LanguageCode/GetAll'],
      ['Cache management', '/api/services/app/CacheManagement/GetCacheKeys'],
    ] as const) {
      await user.click(within(await menu()).getByRole('link', { name: entry }));
      expect(await screen.findByRole('heading', { level: 1, name: entry })).toBeInTheDocument();
      expect(await screen.findByText('Not available on this server')).toBeInTheDocument();
      expect(backend.calls).toContain(call);
      // Before: "The list could not be loaded" over axios' English "Request failed with status code 404".
      expect(screen.queryByText(/Request failed|could not be loaded/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Try again|Retry|Refresh|Clear all|New/ })).toBeNull();
    }
  });

  it('lets a user without Pages.Users try their password; ABP’s refusal is told in the dialog', async () => {
    const backend = abpBackend();
    server.use(...backend.handlers);
    const { location } = renderApp('/login');
    const user = await signIn('jdoe', 'Passw0rd');
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    await user.click(await screen.findByLabelText('Account menu of John Doe'));
    const popup = await waitFor(() => document.querySelector('.app-user-popup') as HTMLElement);
    await user.click(within(popup).getByText('Change password'));
    const dialog = (await screen.findByText('My account')).closest('.ant-modal') as HTMLElement;
    await fill(user, within(dialog).getByLabelText('Current password'), 'Passw0rd');
    await fill(user, within(dialog).getByLabelText('New password'), 'N3w-secret');
    await fill(user, within(dialog).getByLabelText('Confirm new password'), 'N3w-secret');
    await user.click(
      within(dialog).getByText('Change password', { selector: 'button *' }).closest('button')!,
    );
    expect(
      await within(dialog).findByText(
        'You do not have permission to do this. Ask an administrator if you need it.',
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/admin');
    expect(backend.users.find((u) => u.userName === 'jdoe')?.password).toBe('Passw0rd');
  });
});
