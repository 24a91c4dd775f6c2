import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BankAccountDto, TenantCurrencyDto } from '@/api/types/config';
import BankAccountsPage from '@/features/bank-accounts/BankAccountsPage';
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

const account = (id: number, bankName: string, iban: string, extra: Partial<BankAccountDto> = {}) => ({
  id,
  bankName,
  accountHolder: 'Client Care Travel d.o.o.',
  iban,
  swiftCode: 'DBDBRSBG',
  currencyId: 5,
  currencyCode: 'RSD',
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

const tenantCurrency = (
  currencyId: number,
  code: string,
  name: string,
  isDefault = false,
): TenantCurrencyDto => ({
  id: currencyId,
  currencyId,
  currencyCode: code,
  currencyName: name,
  currencySymbol: code,
  decimalPlaces: 2,
  exchangeRate: isDefault ? '1' : '117.17',
  isDefault,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
});

function setup({ permissions = ['Pages.Banks.BankAccounts'], path = '/bank-accounts', lng = 'en' } = {}) {
  const rows = [
    account(1, 'Banca Intesa Beograd', 'RS35160000004567890126'),
    account(2, 'Raiffeisen banka', 'RS35265000003124578848', {
      swiftCode: 'RZBSRSBG',
      currencyId: 1,
      currencyCode: 'EUR',
      isActive: false,
    }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('BankAccount/GetAll', () => rows, seen),
    http.get('*/api/services/app/TenantCurrency/GetCurrencies', () =>
      HttpResponse.json(
        envelope({
          items: [tenantCurrency(5, 'RSD', 'Serbian dinar', true), tenantCurrency(1, 'EUR', 'Euro')],
        }),
      ),
    ),
  );
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<BankAccountsPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/bank-accounts', () => {
  it('shows IBANs grouped by four, with SWIFT/BIC, currency and status', async () => {
    setup();
    await screen.findByText('Banca Intesa Beograd');
    expect(within(row('Banca Intesa Beograd')).getByText('RS35 1600 0000 4567 8901 26')).toBeInTheDocument();
    expect(within(row('Raiffeisen banka')).getByText('RZBSRSBG')).toBeInTheDocument();
    expect(within(row('Raiffeisen banka')).getByText('EUR')).toBeInTheDocument();
    expect(within(row('Raiffeisen banka')).getByText('Inactive')).toBeInTheDocument();
  });

  it('sends the currency and status filters of the URL', async () => {
    const { seen } = setup({ path: '/bank-accounts?currency=EUR&isActive=false' });
    await screen.findByText('Banca Intesa Beograd');
    expect(queryOf(last(seen))).toMatchObject({ Currency: 'EUR', IsActive: 'false' });
  });

  it('rejects a mistyped IBAN in the user’s language, keeps it, and saves once it is right', async () => {
    const { ue } = setup({ lng: 'sr' });
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/BankAccount/Create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(account(3, 'AIK banka', 'RS35105008123123123173')));
      }),
    );
    await screen.findByText('Banca Intesa Beograd');
    await ue.click(button(document.body, 'Novi bankovni račun'));
    const drawer = await findDialog('Novi bankovni račun');
    await fill(ue, within(drawer).getByLabelText('Banka'), 'AIK banka');
    await fill(ue, within(drawer).getByLabelText('Vlasnik računa'), 'Client Care Travel d.o.o.');
    const iban = within(drawer).getByLabelText('IBAN') as HTMLInputElement;
    await fill(ue, iban, 'rs35105008123123123174');
    await fill(ue, within(drawer).getByLabelText('SWIFT/BIC kod'), 'aikbrs22');
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(iban.closest('.ant-form-item')).toHaveTextContent(
        'Kontrolne cifre se ne slažu: možda je neki znak pogrešno unet.',
      ),
    );
    expect(iban.value).toBe('RS35 1050 0812 3123 1231 74');
    expect(body).toBeNull();

    await ue.clear(iban);
    await fill(ue, iban, 'RS35105008123123123173');
    await ue.click(within(drawer).getByLabelText('Valuta'));
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    await ue.click(within(dropdown).getByTitle('RSD · Serbian dinar'));
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(body).toEqual({
        bankName: 'AIK banka',
        accountHolder: 'Client Care Travel d.o.o.',
        iban: 'RS35 1050 0812 3123 1231 73',
        swiftCode: 'AIKBRS22',
        currencyId: 5,
        isActive: true,
      }),
    );
  }, 90_000);

  it('names the country whose IBAN length does not match', async () => {
    const { ue } = setup();
    await screen.findByText('Banca Intesa Beograd');
    await ue.click(button(document.body, 'New bank account'));
    const drawer = await findDialog('New bank account');
    const iban = within(drawer).getByLabelText('IBAN');
    await fill(ue, iban, 'RS35 1050 0812 3123');
    await waitFor(() =>
      expect(iban.closest('.ant-form-item')).toHaveTextContent(
        'An IBAN from RS has 22 characters; this one has 16.',
      ),
    );
  }, 90_000);

  it('keeps an account pending transfers point to and shows the server’s reason (issue 26, 8d)', async () => {
    const { ue } = setup({ permissions: ['Pages.Banks.BankAccounts'], lng: 'de' });
    const reason =
      'Das Bankkonto Banca Intesa Beograd kann nicht gelöscht werden: 8 ausstehende Überweisung(en) oder Zahlung(en) verweisen noch darauf.';
    server.use(
      http.delete('*/api/services/app/BankAccount/Delete', () =>
        HttpResponse.json(errorEnvelope(reason), { status: 400 }),
      ),
    );
    await screen.findByText('Banca Intesa Beograd');
    await ue.click(screen.getByLabelText(/^Löschen: Banca Intesa Beograd/));
    const confirm = await findDialog(/Banca Intesa Beograd/);
    await ue.click(button(confirm, 'Löschen'));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getByText('Banca Intesa Beograd')).toBeInTheDocument();
  }, 60_000);

  it('hides changes without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Banca Intesa Beograd');
    expect(screen.queryByText('New bank account')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Edit: /)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Delete: /)).not.toBeInTheDocument();
  });
});
