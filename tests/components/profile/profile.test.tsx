import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, errorEnvelope, renderApp, sessionHandlers, setViewportWidth } from '../shell/harness';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => {
  setViewportWidth(1280);
  credentials.setToken('tok', true);
});

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

async function fillPassword(current: string, next: string, confirm: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const form = card('Change password');
  await fill(user, within(form).getByLabelText('Current password'), current);
  await fill(user, within(form).getByLabelText('New password'), next);
  await fill(user, within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
}

describe('/profile-settings', () => {
  it("shows the user's own details", async () => {
    server.use(...sessionHandlers());
    renderApp('/profile-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
    await screen.findByText('Your details', { selector: '.ant-card-head-title' });
    const details = card('Your details');
    expect(within(details).getByText('Ana Petrović')).toBeInTheDocument();
    expect(within(details).getAllByText('ana@serbia.test').length).toBeGreaterThan(0);
    expect(within(details).getByText('Serbia')).toBeInTheDocument();
    expect(within(details).getByText('AP')).toBeInTheDocument();
  });

  it('changes the password', async () => {
    let body: unknown = null;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/services/app/User/ChangePassword', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(true));
      }),
    );
    renderApp('/profile-settings');
    await screen.findByText('Change password', { selector: '.ant-card-head-title' });
    await fillPassword('123qwe', 'n3w-secret', 'n3w-secret');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: '123qwe', newPassword: 'n3w-secret' });
  });

  it('validates on the client: required, minimum length, confirmation', async () => {
    let calls = 0;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/services/app/User/ChangePassword', () => {
        calls += 1;
        return HttpResponse.json(envelope(true));
      }),
    );
    renderApp('/profile-settings');
    await screen.findByText('Change password', { selector: '.ant-card-head-title' });
    await fillPassword(' ', 'abc', 'abd');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(await screen.findByText('Enter at least 6 characters.')).toBeInTheDocument();
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('puts server errors on the fields', async () => {
    let attempt = 0;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/services/app/User/ChangePassword', () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json(errorEnvelope('Incorrect password.'), { status: 500 })
          : HttpResponse.json(
              errorEnvelope('Your request is not valid!', [
                { message: 'Passwords must be at least 8 characters.', members: ['NewPassword'] },
              ]),
              { status: 400 },
            );
      }),
    );
    renderApp('/profile-settings');
    await screen.findByText('Change password', { selector: '.ant-card-head-title' });
    await fillPassword('wrong-one', 'n3w-secret', 'n3w-secret');
    const current = within(card('Change password')).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();

    await userEvent
      .setup({ delay: null, pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords must be at least 8 characters.')).toBeInTheDocument();
    expect(within(card('Change password')).getByLabelText('New password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('changes the language on the server and in the interface', async () => {
    let body: unknown = null;
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/services/app/User/ChangeLanguage', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(null));
      }),
    );
    const { i18n } = renderApp('/profile-settings');
    await screen.findByText('Interface language');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('combobox', { name: 'Interface language' }));
    await user.click(
      await screen.findByText('Deutsch', { selector: '.ant-select-item-option-content span' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(body).toEqual({ languageName: 'de' }));
    await waitFor(() => expect(i18n.language).toBe('de'));
  });
});
