import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, errorEnvelope, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

const token = { accessToken: 'jwt', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 };

async function fillAndSubmit(userName: string, password: string, remember = false) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await fill(user, await screen.findByLabelText('User name or email'), userName);
  await fill(user, screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByLabelText('Remember me on this device'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('has the autocomplete attributes password managers need', async () => {
    server.use(...sessionHandlers());
    renderApp('/login');
    expect(await screen.findByLabelText('User name or email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Client Care');
  });

  it('rejects whitespace-only values with the translated message and sends nothing', async () => {
    let calls = 0;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/TokenAuth/Authenticate', () => {
        calls += 1;
        return HttpResponse.json(envelope(token));
      }),
    );
    renderApp('/login');
    await fillAndSubmit('   ', '  ');
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(calls).toBe(0);
  });

  it('keeps the token in localStorage with "remember me" and goes to /admin', async () => {
    let body: unknown = null;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/TokenAuth/Authenticate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(token));
      }),
    );
    const { location } = renderApp('/login');
    await fillAndSubmit(' admin ', '123qwe', true);
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    expect(body).toEqual({ userNameOrEmailAddress: 'admin', password: '123qwe', rememberClient: true });
    expect(localStorage.getItem('Abp.AuthToken')).toBe('jwt');
    expect(sessionStorage.getItem('Abp.AuthToken')).toBeNull();
  });

  it('keeps the token in sessionStorage otherwise, and ignores an unsafe remembered location', async () => {
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/TokenAuth/Authenticate', () => HttpResponse.json(envelope(token))),
    );
    const { location } = renderApp('/login', { state: { from: '/\\evil.com' } });
    await fillAndSubmit('admin', '123qwe');
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    expect(sessionStorage.getItem('Abp.AuthToken')).toBe('jwt');
    expect(localStorage.getItem('Abp.AuthToken')).toBeNull();
  });

  it('disables the button while signing in and shows the server message on failure', async () => {
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/TokenAuth/Authenticate', async () => {
        await delay(150);
        return HttpResponse.json(errorEnvelope('Login failed!', null, 'Invalid user name or password'), {
          status: 500,
        });
      }),
    );
    renderApp('/login');
    await fillAndSubmit('admin', 'wrong');
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed!');
    expect(alert).toHaveTextContent('Invalid user name or password');
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeEnabled();
    expect(credentials.getToken()).toBeNull();
  });
});
