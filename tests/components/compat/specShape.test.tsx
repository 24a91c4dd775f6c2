import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, renderApp, setViewportWidth } from '../shell/harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

describe('a backend that answers GetCurrentUserInformations exactly as the spec shows it', () => {
  it('takes the user name (and ids) from GetCurrentLoginInformations for the dashboard and the profile', async () => {
    credentials.setToken('tok', true);
    server.use(
      // The spec's shape: user (name, surname, emailAddress), tenant (name), auth.grantedPermissions.
      http.get('*/api/services/app/Session/GetCurrentUserInformations', () =>
        HttpResponse.json(
          envelope({
            user: { name: 'Ana', surname: 'Petrović', emailAddress: 'ana@serbia.test' },
            tenant: { name: 'Serbia' },
            auth: { grantedPermissions: ['Pages.Users'] },
          }),
        ),
      ),
      http.get('*/api/services/app/Session/GetCurrentLoginInformations', () =>
        HttpResponse.json(
          envelope({
            application: { version: '1', releaseDate: '', features: {} },
            user: {
              id: 7,
              name: 'Ana',
              surname: 'Petrović',
              userName: 'ana.p',
              emailAddress: 'ana@serbia.test',
            },
            tenant: { id: 3, tenancyName: 'serbia', name: 'Serbia' },
          }),
        ),
      ),
    );
    const { router } = renderApp('/admin');
    const userName = (await screen.findByText('User name')).closest('tr')!;
    expect(within(userName).getByText('ana.p')).toBeInTheDocument();
    expect(screen.getByText('Serbia (serbia)')).toBeInTheDocument();

    await router.navigate('/profile-settings');
    const profileRow = (await screen.findAllByText('User name'))
      .map((label) => label.closest('tr'))
      .find((tr) => tr && within(tr).queryByText('ana.p'));
    expect(profileRow).toBeDefined();
  });
});
