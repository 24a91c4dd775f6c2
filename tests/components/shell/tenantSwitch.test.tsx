import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentials } from '@/api/credentials';
import { TENANT_CHECK_DELAY_MS } from '@/auth/useTenantSwitch';
import { envelope, recordRequests, renderApp, sessionHandlers } from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

// The check waits for typing to stop (TENANT_CHECK_DELAY_MS): fake time passes it at once. Time still runs on by
// itself, so Testing Library's waits keep working.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** Lets `ms` of (fake) time pass: the debounced check, msw's delays. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** IsTenantAvailable of the reference data: serbia available (3), archived inactive, anything else unknown. */
function tenantHandler() {
  const asked: string[] = [];
  server.use(
    ...sessionHandlers(),
    mswHttp.post('*/api/services/app/Account/IsTenantAvailable', async ({ request }) => {
      const { tenancyName } = (await request.json()) as { tenancyName: string };
      asked.push(tenancyName);
      if (tenancyName === 'serbia') return HttpResponse.json(envelope({ state: 1, tenantId: 3 }));
      if (tenancyName === 'archived') return HttpResponse.json(envelope({ state: 2, tenantId: null }));
      return HttpResponse.json(envelope({ state: 3, tenantId: null }));
    }),
  );
  return asked;
}

async function typeTenant(value: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const input = await screen.findByLabelText('Tenant');
  await user.clear(input);
  if (value) await user.type(input, value);
  await pass(TENANT_CHECK_DELAY_MS);
  return user;
}

describe('tenant switch', () => {
  it('available: stores the tenant id and says so on the field; asks once, after typing stops', async () => {
    const asked = tenantHandler();
    renderApp('/login');
    const input = await screen.findByLabelText('Tenant');
    for (const value of ['s', 'se', 'ser', 'serb', 'serbi', 'serbia'])
      fireEvent.change(input, { target: { value } });
    expect(asked).toEqual([]);
    await pass(TENANT_CHECK_DELAY_MS);
    expect(await screen.findByText('Tenant “serbia” selected.')).toBeInTheDocument();
    expect(credentials.getTenantId()).toBe(3);
    expect(asked).toEqual(['serbia']);
    expect(screen.getByText('You are signing in to serbia.')).toBeInTheDocument();
    // Inline on the card, not a global toast that would follow the user onto the next page.
    expect(screen.getByText('Tenant “serbia” selected.').closest('.login-field')).not.toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('inactive: clears the stored id and warns on the field', async () => {
    tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('archived');
    expect(await screen.findAllByText('Tenant “archived” is not active.')).not.toHaveLength(0);
    expect(credentials.getTenantId()).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('not found: clears the stored id and shows an error on the field', async () => {
    tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('nowhere');
    expect(await screen.findAllByText('There is no tenant named “nowhere”.')).not.toHaveLength(0);
    expect(credentials.getTenantId()).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('empty or blank name: clears the stored id without asking the server', async () => {
    const asked = tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('   ');
    await pass(TENANT_CHECK_DELAY_MS + 200);
    expect(credentials.getTenantId()).toBeNull();
    expect(asked).toEqual([]);
    expect(screen.getByText('Leave empty to sign in as host.')).toBeInTheDocument();
  });

  it('only the answer for the latest name counts', async () => {
    const asked = tenantHandler();
    renderApp('/login');
    const user = await typeTenant('serbia');
    await screen.findByText('Tenant “serbia” selected.');
    await user.type(screen.getByLabelText('Tenant'), 'x');
    await pass(TENANT_CHECK_DELAY_MS);
    await waitFor(() => expect(asked).toEqual(['serbia', 'serbiax']));
    await waitFor(() => expect(credentials.getTenantId()).toBeNull());
  });

  /** GetCurrentLoginInformations naming the tenant in effect (Serbia), after `wait` ms. */
  function tenantInEffect(wait = 0) {
    server.use(
      mswHttp.get('*/api/services/app/Session/GetCurrentLoginInformations', async () => {
        await delay(wait);
        return HttpResponse.json(
          envelope({
            application: { version: '1', releaseDate: '', features: {} },
            user: null,
            tenant: { id: 3, tenancyName: 'serbia', name: 'Serbia' },
          }),
        );
      }),
    );
  }

  it('shows the tenant in effect as the one signed in to, without asking the server', async () => {
    const asked = tenantHandler();
    tenantInEffect();
    credentials.setTenantId(3);
    renderApp('/login');
    await waitFor(() => expect(screen.getByLabelText('Tenant')).toHaveValue('serbia'));
    expect(screen.getByText('You are signing in to serbia.')).toBeInTheDocument();
    expect(screen.queryByText('Leave empty to sign in as host.')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('the tenant in effect, arriving after the user typed, never replaces what they typed', async () => {
    const asked = tenantHandler();
    tenantInEffect(300);
    renderApp('/login');
    await typeTenant('archived');
    await screen.findByText('Tenant “archived” is not active.');
    await pass(400);
    expect(screen.getByLabelText('Tenant')).toHaveValue('archived');
    expect(screen.getByText('Tenant “archived” is not active.')).toBeInTheDocument();
    expect(asked).toEqual(['archived']);
  });
});

const token = { accessToken: 'jwt', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 };

/** Fills the credentials and presses Sign in; returns the Authenticate requests the server saw. */
async function submitCredentials() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(screen.getByLabelText('User name or email'));
  await user.paste('admin');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('123qwe');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function authenticateHandler() {
  server.use(mswHttp.post('*/api/TokenAuth/Authenticate', () => HttpResponse.json(envelope(token))));
  const requests = recordRequests(server);
  return () => requests.filter((r) => r.url.includes('TokenAuth/Authenticate'));
}

describe('signing in with a tenant entered', () => {
  it.each([
    ['nowhere', 'There is no tenant named “nowhere”.'],
    ['archived', 'Tenant “archived” is not active.'],
  ])('blocks the sign-in (never as the host) while the tenant %s is not available', async (name, error) => {
    tenantHandler();
    const authenticate = authenticateHandler();
    credentials.setTenantId(3);
    const { location } = renderApp('/login');
    await typeTenant(name);
    await screen.findByText(error);
    await submitCredentials();
    const input = screen.getByLabelText('Tenant');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveFocus();
    expect(input.closest('.login-input')).toHaveClass('login-input--error');
    expect(input).toHaveAccessibleDescription(error);
    await pass(100);
    expect(authenticate()).toEqual([]);
    expect(location().pathname).toBe('/login');
    expect(credentials.getToken()).toBeNull();
  });

  it('blocks the sign-in while the tenant is still being checked, then allows it once confirmed', async () => {
    tenantHandler();
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/services/app/Account/IsTenantAvailable', async () => {
        await answered;
        return HttpResponse.json(envelope({ state: 1, tenantId: 3 }));
      }),
    );
    const authenticate = authenticateHandler();
    const { location } = renderApp('/login');
    const input = await screen.findByLabelText('Tenant');
    fireEvent.change(input, { target: { value: 'serbia' } });
    await submitCredentials();
    expect(
      await screen.findByText('Wait until tenant “serbia” is confirmed before signing in.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tenant')).toHaveAttribute('aria-invalid', 'true');
    expect(authenticate()).toEqual([]);

    answer();
    await screen.findByText('Tenant “serbia” selected.');
    expect(screen.getByLabelText('Tenant')).not.toHaveAttribute('aria-invalid');
    await userEvent
      .setup({ delay: null, pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    const [request] = authenticate();
    expect(request?.headers.get('Abp.TenantId')).toBe('3');
    // The tenant message stayed on the sign-in card; nothing follows the user onto the dashboard.
    expect(await screen.findByText('Welcome back, Ana!')).toBeInTheDocument();
    expect(screen.queryByText('Tenant “serbia” selected.')).toBeNull();
  });

  it('an empty tenant field still signs in as the host', async () => {
    tenantHandler();
    const authenticate = authenticateHandler();
    credentials.setTenantId(3);
    const { location } = renderApp('/login');
    await typeTenant('nowhere');
    await screen.findByText('There is no tenant named “nowhere”.');
    await typeTenant('');
    await submitCredentials();
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(authenticate()).toHaveLength(1);
    expect(authenticate()[0]?.headers.get('Abp.TenantId')).toBeNull();
  });
});
