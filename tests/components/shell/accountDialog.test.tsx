import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
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
beforeEach(() => {
  setViewportWidth(1280);
  credentials.setToken('agent', true);
});

async function openFromUserMenu(item: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(await screen.findByLabelText('Account menu of Ana Petrović', {}, { timeout: 15_000 }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).queryByRole('menuitem', { name: 'Profile settings' })).toBeNull(); // the agent lacks Pages.Users
  await user.click(within(menu).getByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: 'My account' }, { timeout: 15_000 });
  return { user, dialog };
}

describe('own password and language from the user menu', { timeout: 60_000 }, () => {
  it('lets an agent (no Pages.Users) change their password in a dialog', async () => {
    let body: unknown = null;
    server.use(
      ...sessionHandlers(currentUser(agentPermissions)),
      mswHttp.post('*/api/services/app/User/ChangePassword', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(true));
      }),
    );
    const requests = recordRequests(server);
    renderApp('/admin');
    const { user, dialog } = await openFromUserMenu('Change password');
    await fill(user, within(dialog).getByLabelText('Current password'), '123qwe');
    await fill(user, within(dialog).getByLabelText('New password'), 'n3w-secret');
    await fill(user, within(dialog).getByLabelText('Confirm new password'), 'n3w-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: '123qwe', newPassword: 'n3w-secret' });
    // The session is checked again at once (a backend that ends it sends the user to sign in now).
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.endsWith('/Session/GetCurrentUserInformations')).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('lets an agent save their language in the same dialog, and /profile-settings stays guarded', async () => {
    let body: unknown = null;
    server.use(
      ...sessionHandlers(currentUser(agentPermissions)),
      mswHttp.post('*/api/services/app/User/ChangeLanguage', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(null));
      }),
    );
    const { router, location } = renderApp('/admin');
    const { user, dialog } = await openFromUserMenu('Language');
    const select = within(dialog).getByRole('combobox', { name: 'Interface language' });
    await user.selectOptions(select, 'Deutsch');
    await user.click(within(dialog).getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(body).toEqual({ languageName: 'de' }));

    await router.navigate('/profile-settings');
    await waitFor(() => expect(location().pathname).toBe('/not-authorized'));
  });
});
