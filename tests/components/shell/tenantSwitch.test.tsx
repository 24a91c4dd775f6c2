import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, renderApp, sessionHandlers } from './harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

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
  return user;
}

describe('tenant switch', () => {
  it('available: stores the tenant id and shows a success message; asks once, after typing stops', async () => {
    const asked = tenantHandler();
    renderApp('/login');
    const input = await screen.findByLabelText('Tenant');
    for (const value of ['s', 'se', 'ser', 'serb', 'serbi', 'serbia'])
      fireEvent.change(input, { target: { value } });
    expect(asked).toEqual([]);
    expect(await screen.findByText('Tenant “serbia” selected.')).toBeInTheDocument();
    expect(credentials.getTenantId()).toBe(3);
    expect(asked).toEqual(['serbia']);
    expect(screen.getByText('You are signing in to serbia.')).toBeInTheDocument();
  });

  it('inactive: clears the stored id and warns', async () => {
    tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('archived');
    expect(await screen.findAllByText('Tenant “archived” is not active.')).not.toHaveLength(0);
    expect(credentials.getTenantId()).toBeNull();
    expect(document.querySelector('.ant-message-warning')).not.toBeNull();
  });

  it('not found: clears the stored id and shows an error', async () => {
    tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('nowhere');
    expect(await screen.findAllByText('There is no tenant named “nowhere”.')).not.toHaveLength(0);
    expect(credentials.getTenantId()).toBeNull();
    expect(document.querySelector('.ant-message-error')).not.toBeNull();
  });

  it('empty or blank name: clears the stored id without asking the server', async () => {
    const asked = tenantHandler();
    credentials.setTenantId(3);
    renderApp('/login');
    await typeTenant('   ');
    await new Promise((resolve) => setTimeout(resolve, 700));
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
    await waitFor(() => expect(asked).toEqual(['serbia', 'serbiax']));
    await waitFor(() => expect(credentials.getTenantId()).toBeNull());
  });
});
