import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from '@/auth/LoginPage';
import { envelope, sessionHandlers } from './harness';
import { renderWithRouter } from '../../setup/render';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
const token = { accessToken: 'jwt', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 };

function renderLogin(lng = 'en') {
  const warmUp = vi.fn();
  let calls = 0;
  server.use(
    ...sessionHandlers(),
    mswHttp.post('*/api/TokenAuth/Authenticate', async () => {
      calls += 1;
      await delay(50);
      return HttpResponse.json(envelope(token));
    }),
  );
  renderWithRouter(<LoginPage warmUp={warmUp} />, {
    path: '/login',
    lng,
    routes: [{ path: '/admin', element: <p>Dashboard</p> }],
  });
  return { warmUp, calls: () => calls, user: userEvent.setup({ delay: null }) };
}

describe('sign-in form (plain controls)', () => {
  it('a submit with a missing field marks it, focuses it, and neither signs in nor fetches the back-office', async () => {
    const { warmUp, calls, user } = renderLogin();
    await fill(user, await screen.findByLabelText('User name or email'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('User name or email')).not.toHaveAttribute('aria-invalid');
    // What the user typed stays; the message goes as soon as the field is corrected.
    expect(screen.getByLabelText('User name or email')).toHaveValue('admin');
    await fill(user, password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(calls()).toBe(0);
    expect(warmUp).not.toHaveBeenCalled();
  });

  it('a valid submit starts fetching the back-office while the credentials are checked', async () => {
    const { warmUp, calls, user } = renderLogin();
    await fill(user, await screen.findByLabelText('User name or email'), 'admin');
    await fill(user, screen.getByLabelText('Password'), '123qwe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(warmUp).toHaveBeenCalledTimes(1);
    expect(warmUp).toHaveBeenCalledWith('en');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('a password longer than the server accepts is refused with the limit named, in German', async () => {
    const { calls, user } = renderLogin('de');
    await fill(user, await screen.findByLabelText('Benutzername oder E-Mail'), 'admin');
    await fill(user, screen.getByLabelText('Passwort'), 'p'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Bitte geben Sie höchstens 32 Zeichen ein.',
    );
    expect(calls()).toBe(0);
  });

  it('shows and hides the password with one toggle button', async () => {
    const { user } = renderLogin();
    const password = await screen.findByLabelText('Password');
    await fill(user, password, 'secret');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('secret');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});
