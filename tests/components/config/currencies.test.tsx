import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrencyDto, TenantCurrencyDto } from '@/api/types/config';
import CurrenciesPage from '@/features/currencies/CurrenciesPage';
import TenantCurrenciesPage from '@/features/tenant-currencies/TenantCurrenciesPage';
import { abpResource } from '../../setup/abpResource';
import { aCurrency } from '../../setup/fixtures';
import { fill } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, last, pagedHandler, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

const currency = (id: number, code: string, name: string, extra: Partial<CurrencyDto> = {}): CurrencyDto =>
  aCurrency({ id, code, name, symbol: code, ...extra });

const host = ['Pages.Tenants', 'Pages.Currencies'];

function setup({ permissions = host, path = '/currencies', lng = 'en' } = {}) {
  const currencies = abpResource<CurrencyDto>('Currency', {
    rows: [
      aCurrency({ id: 1, code: 'EUR', name: 'Euro', symbol: '€' }),
      aCurrency({ id: 2, code: 'RSD', name: 'Serbian dinar', symbol: 'дин.' }),
      aCurrency({ id: 3, code: 'GBP', name: 'Pound sterling', symbol: '£', isActive: false }),
    ],
    keywordFields: ['code', 'name'],
    filters: { IsActive: (c, value) => String(c.isActive) === value },
    create: (input, id) => aCurrency({ ...input, id, symbol: String(input.symbol ?? input.code) }),
  });
  server.use(...currencies.handlers);
  const queryClient = signedInClient({ tenantId: null, permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, currencies, ...renderWithRouter(<CurrenciesPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/currencies', () => {
  it('lists the catalogue with symbols, decimal places and status', async () => {
    setup();
    await screen.findByText('Serbian dinar');
    expect(within(row('Serbian dinar')).getByText('дин.')).toBeInTheDocument();
    expect(within(row('Pound sterling')).getByText('Inactive')).toBeInTheDocument();
    expect(within(row('Euro')).getByText('Active')).toBeInTheDocument();
  });

  it('reads the search and status filter from the URL and sends them', async () => {
    const { currencies } = setup({ path: '/currencies?q=din&isActive=true' });
    await screen.findByText('Serbian dinar');
    expect(last(currencies.callsOf('GetAll')).query).toMatchObject({
      Keyword: 'din',
      IsActive: 'true',
      Sorting: 'code asc',
    });
    expect(screen.queryByText('Euro')).not.toBeInTheDocument();
  });

  it('rejects a code that is not ISO 4217 with a translated message and keeps what was typed', async () => {
    const { ue } = setup({ lng: 'sr' });
    const created: unknown[] = [];
    server.use(
      http.post('*/api/services/app/Currency/Create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(envelope(currency(9, 'XYZ', 'x')));
      }),
    );
    await screen.findByText('Serbian dinar');
    await ue.click(button(document.body, 'Nova valuta'));
    const drawer = await findDialog('Nova valuta');
    const code = within(drawer).getByLabelText('ISO 4217 kod') as HTMLInputElement;
    await fill(ue, code, 'xyz');
    await fill(ue, within(drawer).getByLabelText('Naziv'), 'Nešto');
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(code.closest('.ant-form-item')).toHaveTextContent(
        'Unesite ISO 4217 kod valute, npr. EUR; „XYZ“ to nije.',
      ),
    );
    expect(code.value).toBe('XYZ');
    expect(created).toEqual([]);
  }, 90_000);

  it('fills in the name and decimal places of a chosen code and creates the currency', async () => {
    const { ue, currencies } = setup();
    await screen.findByText('Serbian dinar');
    await ue.click(button(document.body, 'New currency'));
    const drawer = await findDialog('New currency');
    await fill(ue, within(drawer).getByLabelText('ISO 4217 code'), 'JPY');
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    await ue.click(within(dropdown).getByTitle('JPY · Japanese Yen'));
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Japanese Yen');
    expect(within(drawer).getByLabelText('Decimal places')).toHaveValue('0');
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “JPY”')).toBeInTheDocument();
    expect(currencies.callsOf('Create').map((c) => c.body)).toEqual([
      { code: 'JPY', name: 'Japanese Yen', decimalPlaces: 0, isActive: true },
    ]);
    // The list is read again and shows the new currency.
    expect(await screen.findByText('Japanese Yen')).toBeInTheDocument();
  }, 90_000); // the first antd dropdown of a file builds its styles in jsdom: seconds on a busy machine

  it('lets a tenant read the catalogue but not change it', async () => {
    setup({ permissions: ['Pages.Currencies'] });
    await screen.findByText('Serbian dinar');
    expect(screen.queryByText('New currency')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: EUR')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: EUR')).not.toBeInTheDocument();
  });
});

const tenantCurrency = (
  id: number,
  currencyId: number,
  code: string,
  name: string,
  extra: Partial<TenantCurrencyDto> = {},
): TenantCurrencyDto => ({
  id,
  currencyId,
  currencyCode: code,
  currencyName: name,
  currencySymbol: code,
  decimalPlaces: 2,
  exchangeRate: '1',
  isDefault: false,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

function setupTenant({ permissions = ['Pages.Tenant.Currencies'], lng = 'en' } = {}) {
  const rows = [
    tenantCurrency(1, 5, 'RSD', 'Serbian dinar', { isDefault: true }),
    tenantCurrency(2, 1, 'EUR', 'Euro', { exchangeRate: '117.17' }),
  ];
  const catalogue = [
    currency(1, 'EUR', 'Euro'),
    currency(5, 'RSD', 'Serbian dinar'),
    currency(7, 'BAM', 'Convertible mark'),
  ];
  server.use(
    pagedHandler('TenantCurrency/GetAll', () => rows, []),
    pagedHandler('Currency/GetAll', () => catalogue, []),
    http.get('*/api/services/app/TenantCurrency/GetCurrencies', () =>
      HttpResponse.json(envelope({ items: rows })),
    ),
  );
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return {
    ue,
    ...renderWithRouter(<TenantCurrenciesPage />, { path: '/tenant-currencies', queryClient, lng }),
  };
}

describe('/tenant-currencies', () => {
  it('shows each rate against the default currency and never offers to delete the default', async () => {
    setupTenant({ lng: 'sr' });
    await screen.findByText('Serbian dinar');
    expect(within(row('Euro')).getByText('1 EUR = 117,17 RSD')).toBeInTheDocument();
    expect(within(row('Serbian dinar')).getByText('Osnovna')).toBeInTheDocument();
    expect(screen.queryByLabelText('Obriši: RSD')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Obriši: EUR')).toBeInTheDocument();
  });

  it('adds a currency with an exact rate typed with the language’s decimal comma, after rejecting zero', async () => {
    const { ue } = setupTenant({ lng: 'sr' });
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/TenantCurrency/Create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(tenantCurrency(3, 7, 'BAM', 'Convertible mark')));
      }),
    );
    await screen.findByText('Serbian dinar');
    await ue.click(button(document.body, 'Dodaj valutu'));
    const drawer = await findDialog('Dodavanje valute');
    await ue.click(within(drawer).getByLabelText('Valuta'));
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    // EUR and RSD are the tenant's already.
    expect(within(dropdown).queryByTitle('EUR · Euro')).toBeNull();
    await ue.click(within(dropdown).getByTitle('BAM · Convertible mark'));
    const rate = within(drawer).getByLabelText('Kurs') as HTMLInputElement;
    await fill(ue, rate, '0');
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(rate.closest('.ant-form-item')).toHaveTextContent('Unesite broj veći od nule.'),
    );
    expect(rate.value).toBe('0');
    await ue.clear(rate);
    await fill(ue, rate, '59,9');
    expect(rate.value).toBe('59,9');
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() =>
      expect(body).toEqual({ currencyId: 7, exchangeRate: '59.9', isDefault: false, isActive: true }),
    );
  }, 90_000);

  it('opens a record with its own values after a discarded new one', async () => {
    const { ue } = setupTenant();
    await screen.findByText('Serbian dinar');
    await ue.click(button(document.body, 'Add currency'));
    await findDialog('Add a currency');
    await ue.click(button(document.body, 'Cancel'));
    await ue.click(screen.getByLabelText('Edit: RSD'));
    const drawer = await findDialog('Edit currency RSD');
    expect(within(drawer).getByRole('switch', { name: 'Default currency' })).toBeChecked();
    expect(within(drawer).queryByLabelText('Exchange rate')).toBeNull();
  }, 90_000);

  it('hides every change without the permission', async () => {
    setupTenant({ permissions: [] });
    await screen.findByText('Serbian dinar');
    expect(screen.queryByText('Add currency')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: EUR')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: EUR')).not.toBeInTheDocument();
  });
});
