import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorEnvelope, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

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
