import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailAccountDto } from '@/api/types/config';
import EmailAccountsPage from '@/features/email-accounts/EmailAccountsPage';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  pagedHandler,
  setupMswServer,
  signedInClient,
} from '../toolkit/harness';

const server = setupMswServer();

const stored: EmailAccountDto = {
  id: 2,
  host: 'smtp.eu.mailgun.org',
  port: 587,
  tlsMode: 'starttls',
  userName: 'postmaster@mg.example.com',
  hasPassword: true,
  passwordHint: '••••b8a0',
  fromAddress: 'rezervacije@serbia.clientcare.test',
  fromName: null,
  isDefault: false,
  isActive: true,
  lastTestTime: null,
  lastTestSucceeded: null,
  creationTime: '2026-03-01T10:00:00Z',
};

async function openEdit(lng = 'en') {
  server.use(pagedHandler('EmailAccount/GetAll', () => [stored], []));
  const queryClient = signedInClient({ permissions: ['Pages.Email.EmailAccounts'], tenantId: 3 });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  renderWithRouter(<EmailAccountsPage />, { path: '/email-accounts', queryClient, lng });
  await screen.findByText(stored.fromAddress);
  return ue;
}

const button = (container: HTMLElement, name: RegExp | string) =>
  within(container).getByRole('button', { name });

describe('/email-accounts: a stored password only goes to the server it was saved for', () => {
  it('asks for the password again as soon as the port changes, keeps what was typed, and tests the form’s values', async () => {
    const ue = await openEdit();
    const tests: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/services/app/EmailAccount/SendTestMessage', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        tests.push(body);
        if (!body.password)
          return HttpResponse.json(
            errorEnvelope('Your request is not valid!', [
              {
                message: 'The server or the user name changed: enter the password again.',
                members: ['password'],
              },
            ]),
            { status: 400 },
          );
        return HttpResponse.json(envelope({ messageId: '<1@x>', response: '250 OK' }));
      }),
    );
    await ue.click(screen.getByLabelText(`Edit: ${stored.fromAddress}`));
    const drawer = await findDialog(`Edit email account ${stored.fromAddress}`);
    const password = within(drawer).getByLabelText('Password') as HTMLInputElement;
    expect(password).not.toBeRequired();
    expect(drawer).toHaveTextContent('A password is stored (••••b8a0)');
    const port = within(drawer).getByLabelText('Port') as HTMLInputElement;
    await ue.clear(port);
    await fill(ue, port, '2525');
    expect(
      await within(drawer).findByText(
        'The server or the user name changed: enter the password again. A stored password is only sent to the server it was saved for.',
      ),
    ).toBeInTheDocument();
    // The test button sends the values in the form; without a password it asks for one and sends nothing.
    await ue.click(button(drawer, /send test message/i));
    await waitFor(() => expect(password.closest('.ant-form-item')).toHaveTextContent('required'));
    expect(tests).toEqual([]);
    expect(port.value).toBe('2525');
    await fill(ue, password, 'typed-again');
    await ue.click(button(drawer, /send test message/i));
    expect(await screen.findByText('Test message sent to admin@example.com')).toBeInTheDocument();
    expect(tests).toEqual([
      expect.objectContaining({ id: 2, to: 'admin@example.com', port: 2525, password: 'typed-again' }),
    ]);
    // Back to the stored port: the stored password is kept again and nothing is required.
    await ue.clear(password);
    await ue.clear(port);
    await fill(ue, port, '587');
    await waitFor(() =>
      expect(within(drawer).queryByText(/The server or the user name changed/)).not.toBeInTheDocument(),
    );
  });

  it('says it in the user’s language', async () => {
    const ue = await openEdit('de');
    await ue.click(screen.getByLabelText(`Bearbeiten: ${stored.fromAddress}`));
    const drawer = await findDialog(/rezervacije@serbia\.clientcare\.test/);
    const user = within(drawer).getByLabelText('Benutzername') as HTMLInputElement;
    await fill(ue, user, '2');
    expect(
      await within(drawer).findByText(
        /^Server oder Benutzername wurden geändert: Geben Sie das Passwort erneut ein\./,
      ),
    ).toBeInTheDocument();
  });
});
