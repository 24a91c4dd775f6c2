import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import type { UserDto } from '@/api/types/identity';
import { FORM_DRAFTS_KEY } from '@/lib/formDrafts';
import { currentUser, envelope, renderApp, sessionHandlers, setViewportWidth } from './harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => setViewportWidth(1280));

const refused = (details: string | null, header?: string) =>
  HttpResponse.json(
    {
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 0,
        message: 'Current user did not login to the application!',
        details,
        validationErrors: null,
      },
      unAuthorizedRequest: true,
      __abp: true,
    },
    { status: 401, headers: header ? { 'Abp-Session-End': header } : {} },
  );

const ana: UserDto = {
  id: 5,
  userName: 'ana',
  name: 'Ana',
  surname: 'Petrović',
  emailAddress: 'ana@serbia.test',
  isActive: true,
  fullName: 'Ana Petrović',
  lastLoginTime: null,
  creationTime: '2026-03-01T10:00:00Z',
  roleNames: [],
};

describe('an ended session', { timeout: 60_000 }, () => {
  it.each([
    ['UserInactive', 'Your user account was deactivated.'],
    ['TenantInactive', 'Your organisation (tenant) was deactivated'],
    ['SecurityStampChanged', 'Your password or your access rights were changed.'],
    ['Expired', 'You were signed in for too long.'],
  ])('%s: the sign-in page says why', async (reason, text) => {
    credentials.setToken('old', true);
    server.use(...sessionHandlers(() => refused(reason)));
    const { location } = renderApp('/users');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText(new RegExp(text.replace(/[().]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to continue where you left off.')).toBeNull();
  });

  it('reads the reason from the Abp-Session-End header too, and a stock backend (no reason) gets the plain prompt', async () => {
    credentials.setToken('old', true);
    server.use(...sessionHandlers(() => refused(null, 'SignedOut')));
    const first = renderApp('/admin');
    expect(await screen.findByText('You were signed out')).toBeInTheDocument();
    first.unmount();
    sessionStorage.clear();

    credentials.setToken('old', true);
    server.use(...sessionHandlers(() => refused(null)));
    renderApp('/admin');
    expect(await screen.findByText('Please sign in to continue where you left off.')).toBeInTheDocument();
    expect(screen.queryByText(/Your session/)).toBeNull();
  });

  it('keeps a form whose save met a 401 and opens it again, values restored, after signing in again', async () => {
    credentials.setToken('old', true);
    let ended = false;
    let saved: unknown = null;
    server.use(
      ...sessionHandlers(() =>
        ended ? refused('SecurityStampChanged') : HttpResponse.json(envelope(currentUser())),
      ),
      http.get('*/api/services/app/User/GetAll', () =>
        ended
          ? refused('SecurityStampChanged')
          : HttpResponse.json(envelope({ totalCount: 1, items: [ana] })),
      ),
      http.get('*/api/services/app/User/GetRoles', () => HttpResponse.json(envelope({ items: [] }))),
      http.get('*/api/services/app/User/Get', () =>
        ended ? refused('SecurityStampChanged') : HttpResponse.json(envelope(ana)),
      ),
      http.put('*/api/services/app/User/Update', async ({ request }) => {
        if (ended) return refused('SecurityStampChanged');
        saved = await request.json();
        return HttpResponse.json(envelope(ana));
      }),
      http.post('*/api/TokenAuth/Authenticate', () => {
        ended = false;
        return HttpResponse.json(
          envelope({ accessToken: 'fresh', encryptedAccessToken: 'x', expireInSeconds: 86400, userId: 2 }),
        );
      }),
    );
    const { location } = renderApp('/users?page=1');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    // Role queries are slow on a whole antd page in jsdom: find the buttons by their labels.
    await user.click(await screen.findByLabelText('Edit: ana', {}, { timeout: 15_000 }));
    const surname = await screen.findByLabelText('Surname', { selector: 'input' });
    await user.clear(surname);
    await fill(user, surname, 'Novak');

    // Meanwhile the password was changed elsewhere: the save is refused with a 401.
    ended = true;
    await user.click(screen.getByText('Save').closest('button')!);
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(
      screen.getByText('The form you were filling in has been kept and will open again after you sign in.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toContain('Novak');

    await fill(user, screen.getByLabelText('User name or email'), 'admin');
    await fill(user, screen.getByLabelText('Password'), '123qwe');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The record has an address (record routes): sign-in returns to it.
    await waitFor(() => expect(location().pathname).toBe('/users/5'));
    expect(await screen.findByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(await screen.findByLabelText('Surname', { selector: 'input' })).toHaveValue('Novak');
    expect(screen.getByLabelText('User name', { selector: 'input' })).toHaveValue('ana');
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();

    await user.click(screen.getByText('Save').closest('button')!);
    await waitFor(() => expect(saved).toMatchObject({ id: 5, surname: 'Novak', userName: 'ana' }));
  });

  it('forgets kept forms on an explicit sign-out, and never keeps passwords', async () => {
    sessionStorage.setItem(
      FORM_DRAFTS_KEY,
      JSON.stringify([
        {
          key: 'users',
          mode: 'create',
          record: null,
          values: { userName: 'x' },
          owner: { userId: 2, tenantId: 3 },
          savedAt: '',
        },
      ]),
    );
    const { formDrafts } = await import('@/lib/formDrafts');
    formDrafts.save({
      key: 'users.resetPassword',
      mode: 'edit',
      record: { id: 1 },
      values: { adminPassword: 'secret', newPassword: 'secret2' },
      owner: { userId: 2, tenantId: 3 },
    });
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).not.toContain('secret');

    credentials.setToken('tok', true);
    server.use(
      ...sessionHandlers(),
      http.post('*/api/TokenAuth/LogOut', () => HttpResponse.json(envelope(null))),
    );
    const { location } = renderApp('/admin');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ana Petrović' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull();
  });
});
