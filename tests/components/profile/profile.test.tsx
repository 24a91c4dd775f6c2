import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { envelope, errorEnvelope, renderApp, sessionHandlers, setViewportWidth } from '../shell/harness';
import { loadResources } from '../../setup/i18n';
import { detailValue } from '../../setup/render';
import { fill, setupMswServer } from '../../setup/msw';

const server = setupMswServer();
beforeEach(() => {
  setViewportWidth(1280);
  credentials.setToken('tok', true);
});

/** A card of the page: a region named by its heading. */
const card = (title: string) => screen.getByRole('region', { name: title });

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
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Ana Petrović')).toBeInTheDocument();
    expect(within(details).getAllByText('ana@serbia.test').length).toBeGreaterThan(0);
    expect(detailValue(details, 'Tenant')).toHaveTextContent('Serbia');
    expect(detailValue(details, 'User name')).toHaveTextContent('admin');
    expect(within(details).getByText('AP')).toBeInTheDocument();
    // The cards are the page's sections, under its h1.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your details',
      'Change password',
      'Language',
    ]);
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
    await screen.findByRole('region', { name: 'Change password' });
    await fillPassword('123qwe', 'n3w-secret', 'n3w-secret');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: '123qwe', newPassword: 'n3w-secret' });
    // The form is emptied for the next change.
    expect(within(card('Change password')).getByLabelText('Current password')).toHaveValue('');
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
    await screen.findByRole('region', { name: 'Change password' });
    await fillPassword(' ', 'abc', 'abd');
    const form = card('Change password');
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm new password');
    // Each error is on its field (read with it), the first wrong field has the focus, what was typed is kept.
    expect(current).toHaveAccessibleDescription('This field is required.');
    expect(next).toHaveAccessibleDescription('Enter at least 6 characters. At least 6 characters.');
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    for (const field of [current, next, confirm]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(next).toHaveValue('abc');
    expect(calls).toBe(0);

    // Corrected fields are checked again as the user types; the confirmation follows the new password.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.clear(next);
    await fill(user, next, 'n3w-secret');
    await waitFor(() => expect(next).not.toHaveAttribute('aria-invalid'));
    expect(next).toHaveAccessibleDescription('At least 6 characters.');
    await user.clear(confirm);
    await fill(user, confirm, 'n3w-secret2');
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    await fill(user, next, '2');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('The two passwords do not match.')).toBeNull();
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the password on request', async () => {
    server.use(...sessionHandlers());
    renderApp('/profile-settings');
    const form = await screen.findByRole('region', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    const show = within(form).getAllByRole('button', { name: 'Show' })[0]!;
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(show);
    expect(current).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
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
    await screen.findByRole('region', { name: 'Change password' });
    await fillPassword('wrong-one', 'n3w-secret', 'n3w-secret');
    const current = within(card('Change password')).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Incorrect password.');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('wrong-one');

    // Once the call has settled, the button is enabled again.
    await userEvent
      .setup({ delay: null, pointerEventsCheck: 0 })
      .click(await screen.findByRole('button', { name: 'Change password' }));
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
    for (const [ns, resources] of Object.entries(loadResources('de')))
      i18n.addResourceBundle('de', ns, resources);
    const select = await screen.findByRole('combobox', { name: 'Interface language' });
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription('Saved to your account and used on every device.');
    // Each language in its own name, marked as in its language.
    expect(within(select).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.selectOptions(select, 'Deutsch');
    expect(body).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(body).toEqual({ languageName: 'de' }));
    await waitFor(() => expect(i18n.language).toBe('de'));
    // The page is in German now, its select showing German.
    expect(await screen.findByRole('combobox', { name: 'Sprache der Oberfläche' })).toHaveValue('de');
  });

  it('shows a failed language change on the field, in the interface language', async () => {
    server.use(
      ...sessionHandlers(),
      mswHttp.post('*/api/services/app/User/ChangeLanguage', () =>
        HttpResponse.json(errorEnvelope('This language is not enabled.'), { status: 500 }),
      ),
    );
    const { i18n } = renderApp('/profile-settings');
    const select = await screen.findByRole('combobox', { name: 'Interface language' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.selectOptions(select, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription(
      'This language is not enabled. Saved to your account and used on every device.',
    );
    // The choice is kept, the interface stays in its language.
    expect(select).toHaveValue('de');
    expect(i18n.language).toBe('en');
  });
});
