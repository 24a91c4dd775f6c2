import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { emailKindVariables, type EmailKind } from '@/api/schemas/emailType';
import type { EmailTypeDto } from '@/api/types/config';
import EmailTypesPage from '@/features/email-types/EmailTypesPage';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import {
  errorEnvelope,
  findDialog,
  last,
  pagedHandler,
  queryOf,
  setupMswServer,
  signedInClient,
} from '../toolkit/harness';

const server = setupMswServer();

const type = (
  id: number,
  kind: EmailKind,
  name: string,
  extra: Partial<EmailTypeDto> = {},
): EmailTypeDto => ({
  id,
  kind,
  name,
  description: null,
  variables: [...emailKindVariables[kind]],
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

function setup({ permissions = ['Pages.Email.EmailTypes'], path = '/email-types', lng = 'en' } = {}) {
  const rows = [
    type(1, 1, 'Potvrda rezervacije'),
    type(3, 3, 'Uputstvo za bankovni transfer', { isActive: false }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('EmailType/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<EmailTypesPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/email-types', () => {
  it('lists each type with its kind in the user’s language and its variables, filtered from the URL', async () => {
    const { seen } = setup({ lng: 'de', path: '/email-types?kind=3&isActive=false' });
    await screen.findByText('Potvrda rezervacije');
    expect(queryOf(last(seen))).toMatchObject({ Kind: '3', IsActive: 'false', Sorting: 'kind asc' });
    const transfer = row('Uputstvo za bankovni transfer');
    expect(within(transfer).getByText('Anleitung zur Banküberweisung')).toBeInTheDocument();
    expect(within(transfer).getByText('{{iban}}')).toBeInTheDocument();
    expect(within(transfer).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(row('Potvrda rezervacije')).getByText('{{hotelName}}')).toBeInTheDocument();
  });

  it('shows the variables of the chosen kind and puts the server’s refusal on the kind', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/EmailType/Create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'The tenant already has an e-mail type of this kind.', members: ['kind'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('Potvrda rezervacije');
    await ue.click(button(document.body, 'New email type'));
    const drawer = await findDialog('New email type');
    await ue.click(within(drawer).getByLabelText('Kind'));
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    await ue.click(within(dropdown).getByTitle('Payment failed'));
    expect(await within(drawer).findByText('{{retryUrl}}')).toBeInTheDocument();
    expect(within(drawer).queryByText('{{iban}}')).toBeNull();
    await fill(ue, within(drawer).getByLabelText('Name'), 'Plaćanje nije uspelo');
    await ue.click(button(drawer, 'Save'));
    const kind = within(drawer).getByLabelText('Kind');
    await waitFor(() =>
      expect(kind.closest('.ant-form-item')).toHaveTextContent(
        'The tenant already has an e-mail type of this kind.',
      ),
    );
    expect(body).toEqual({ kind: 4, name: 'Plaćanje nije uspelo', isActive: true });
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Plaćanje nije uspelo');
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Potvrda rezervacije');
    expect(screen.queryByText('New email type')).toBeNull();
    expect(screen.queryByLabelText('Edit: Potvrda rezervacije')).toBeNull();
    expect(screen.queryByLabelText('Delete: Potvrda rezervacije')).toBeNull();
  });
});
