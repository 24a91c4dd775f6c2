import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, renderApp, setViewportWidth } from '../shell/harness';
import { detailValue } from '../../setup/render';
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
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(detailValue(account, 'User name')).toHaveTextContent('ana.p');
    expect(detailValue(account, 'Tenant')).toHaveTextContent('Serbia (serbia)');

    await router.navigate('/profile-settings');
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(detailValue(details, 'User name')).toHaveTextContent('ana.p');
  });
});
