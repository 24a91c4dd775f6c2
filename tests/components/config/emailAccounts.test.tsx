import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CaughtMessageListDto, EmailAccountDto } from '@/api/types/config';
import EmailAccountsPage from '@/features/email-accounts/EmailAccountsPage';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  last,
  pagedHandler,
  queryOf,
  setupMswServer,
  signedInClient,
} from '../toolkit/harness';

const server = setupMswServer();

const account = (id: number, fromAddress: string, extra: Partial<EmailAccountDto> = {}): EmailAccountDto => ({
  id,
  host: '127.0.0.1',
  port: 2525,
  tlsMode: 'none',
  userName: null,
  hasPassword: false,
  passwordHint: null,
  fromAddress,
  fromName: 'Client Care Serbia',
  isDefault: false,
  isActive: true,
  lastTestTime: null,
  lastTestSucceeded: null,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

const P = 'Pages.Email.EmailAccounts';

function setup({
  permissions = [P],
  path = '/email-accounts',
  lng = 'en',
  tenantId = 3 as number | null,
} = {}) {
  const rows = [
    account(1, 'noreply@serbia.clientcare.test', {
      isDefault: true,
      lastTestTime: '2026-03-02T09:30:00Z',
      lastTestSucceeded: true,
    }),
    account(2, 'rezervacije@serbia.clientcare.test', {
      host: 'smtp.eu.mailgun.org',
      port: 587,
      tlsMode: 'starttls',
      userName: 'postmaster@mg.serbia.clientcare.test',
      hasPassword: true,
      passwordHint: '••••b8a0',
      fromName: null,
      isActive: false,
    }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('EmailAccount/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions, tenantId });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<EmailAccountsPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/email-accounts', () => {
  it('lists the accounts with the default, server, security, sign-in and last test, filtered from the URL', async () => {
    const { seen } = setup({ path: '/email-accounts?q=mailgun&isActive=false&tlsMode=starttls' });
    await screen.findByText('noreply@serbia.clientcare.test');
    expect(queryOf(last(seen))).toMatchObject({ Keyword: 'mailgun', IsActive: 'false', TlsMode: 'starttls' });
    const main = row('noreply@serbia.clientcare.test');
    expect(within(main).getByText('Default')).toBeInTheDocument();
    expect(within(main).getByText('127.0.0.1:2525')).toBeInTheDocument();
    expect(within(main).getByText('No sign-in')).toBeInTheDocument();
    expect(within(main).getByText('Sent')).toBeInTheDocument();
    const other = row('rezervacije@serbia.clientcare.test');
    expect(within(other).getByText('STARTTLS')).toBeInTheDocument();
    expect(within(other).getByText('••••b8a0')).toBeInTheDocument();
    expect(within(other).getByText('Not tested yet')).toBeInTheDocument();
    // The default is replaced, never deleted; the other account may go.
    expect(screen.queryByLabelText('Delete: noreply@serbia.clientcare.test')).toBeNull();
    expect(screen.getByLabelText('Delete: rezervacije@serbia.clientcare.test')).toBeInTheDocument();
    // Only the host reads the SMTP catcher.
    expect(screen.queryByText('Caught messages')).toBeNull();
  });

  it('never shows the stored password, keeps it unless a new one is typed, and rejects a bad host in the user’s language', async () => {
    const { ue } = setup({ lng: 'mk' });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/services/app/EmailAccount/Update', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(envelope(account(2, 'rezervacije@serbia.clientcare.test')));
      }),
    );
    await screen.findByText('rezervacije@serbia.clientcare.test');
    await ue.click(screen.getByLabelText('Уреди: rezervacije@serbia.clientcare.test'));
    const drawer = await findDialog('Уредување на сметката за е-пошта rezervacije@serbia.clientcare.test');
    const password = within(drawer).getByLabelText('Лозинка') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(drawer).toHaveTextContent('Зачувана е лозинка (••••b8a0)');
    const host = within(drawer).getByLabelText('SMTP-сервер') as HTMLInputElement;
    await ue.clear(host);
    await fill(ue, host, 'smtp mailgun');
    await ue.click(button(drawer, 'Зачувај'));
    await waitFor(() =>
      expect(host.closest('.ant-form-item')).toHaveTextContent(
        'Внесете име на сервер, на пр. smtp.example.com, или IP-адреса; „smtp mailgun“ не е таква.',
      ),
    );
    expect(host.value).toBe('smtp mailgun');
    expect(bodies).toEqual([]);
    await ue.clear(host);
    await fill(ue, host, 'smtp.mailgun.org');
    // Another server: the stored password is not kept for it (issue 26).
    await ue.click(button(drawer, 'Зачувај'));
    await waitFor(() =>
      expect(password.closest('.ant-form-item')).toHaveTextContent('внесете ја лозинката повторно'),
    );
    expect(bodies).toEqual([]);
    await fill(ue, password, 'new-mailgun-key');
    await ue.click(button(drawer, 'Зачувај'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      id: 2,
      host: 'smtp.mailgun.org',
      tlsMode: 'starttls',
      port: 587,
      password: 'new-mailgun-key',
    });
  });

  it('sends a test message to the address typed, and shows why the server refused one', async () => {
    const { ue } = setup();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/services/app/EmailAccount/SendTestMessage', async ({ request }) => {
        const body = (await request.json()) as { to: string };
        sent.push(body);
        if (body.to === 'admin@example.com')
          return HttpResponse.json(
            errorEnvelope(
              'The mail server smtp.eu.mailgun.org:587 refused the user name or password.',
              null,
              'Details: 535 Authentication failed',
            ),
            { status: 502 },
          );
        return HttpResponse.json(envelope({ messageId: '<1@x>', response: '250 OK' }));
      }),
    );
    await screen.findByText('rezervacije@serbia.clientcare.test');
    await ue.click(screen.getByLabelText('Send test message: rezervacije@serbia.clientcare.test'));
    const drawer = await findDialog('Send a test message from rezervacije@serbia.clientcare.test');
    const to = within(drawer).getByLabelText('Recipient') as HTMLInputElement;
    expect(to.value).toBe('admin@example.com');
    await ue.click(button(drawer, 'Send'));
    expect(
      await within(drawer).findByText(
        'The mail server smtp.eu.mailgun.org:587 refused the user name or password.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Details: 535 Authentication failed')).toBeInTheDocument();
    await ue.clear(to);
    await fill(ue, to, 'ana@example.com');
    await ue.click(button(drawer, 'Send'));
    expect(await screen.findByText('Test message sent to ana@example.com')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: 2, to: 'admin@example.com' },
      { id: 2, to: 'ana@example.com' },
    ]);
  });

  it('hides every change and the test message without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('noreply@serbia.clientcare.test');
    expect(screen.queryByText('New email account')).toBeNull();
    expect(screen.queryByLabelText('Edit: noreply@serbia.clientcare.test')).toBeNull();
    expect(screen.queryByLabelText('Send test message: noreply@serbia.clientcare.test')).toBeNull();
    expect(screen.queryByLabelText('Delete: rezervacije@serbia.clientcare.test')).toBeNull();
  });

  it('shows the host the caught messages, each body sanitized in a sandboxed frame', async () => {
    const caught: CaughtMessageListDto = {
      isRunning: true,
      address: '127.0.0.1:2525',
      capacity: 200,
      items: [
        {
          id: 7,
          from: 'noreply@serbia.clientcare.test',
          to: ['ana@example.com'],
          subject: 'Test message from Client Care Serbia',
          receivedAt: '2026-03-02T09:30:00Z',
          size: 2048,
        },
      ],
    };
    server.use(
      http.get('*/api/services/app/EmailAccount/GetCaughtMessages', () =>
        HttpResponse.json(envelope(caught)),
      ),
      http.get('*/api/services/app/EmailAccount/GetCaughtMessage', () =>
        HttpResponse.json(
          envelope({ ...caught.items[0], html: '<p>It works<img src=x onerror="alert(1)"></p>', text: null }),
        ),
      ),
    );
    const { ue, router } = setup({
      tenantId: null,
      permissions: [P, 'Pages.Tenants'],
      path: '/email-accounts',
    });
    await ue.click(await screen.findByRole('tab', { name: 'Caught messages' }));
    expect(router.state.location.search).toBe('?view=caught');
    expect(await screen.findByText(/SMTP catcher at 127\.0\.0\.1:2525/)).toBeInTheDocument();
    await ue.click(screen.getByText('Test message from Client Care Serbia'));
    const frame = await screen.findByTitle('Message body');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('It works');
    expect(frame.getAttribute('srcdoc')).not.toContain('onerror');
  });
});
