import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PaymentAvailableAgencyDto, TenantCurrencyDto } from '@/api/types/config';
import PaymentAvailableAgenciesPage from '@/features/payment-available-agencies/PaymentAvailableAgenciesPage';
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

const agency = (
  id: number,
  agentCode: string,
  extra: Partial<PaymentAvailableAgencyDto> = {},
): PaymentAvailableAgencyDto => ({
  id,
  agentCode,
  paymentTypes: [1, 2],
  currencyId: null,
  currencyCode: null,
  minAmount: null,
  maxAmount: null,
  isPartialPaymentAllowed: false,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

const tenantCurrency = (currencyId: number, code: string, name: string, isDefault = false) =>
  ({
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
  }) satisfies TenantCurrencyDto;

function setup({
  permissions = ['Pages.Payments.AvailableAgencies'],
  path = '/payment-available-agencies',
  lng = 'en',
} = {}) {
  const rows = [
    agency(1, 'BEO-001', { paymentTypes: [0, 1, 2], isPartialPaymentAllowed: true }),
    agency(2, 'NS-014', {
      paymentTypes: [1],
      currencyId: 1,
      currencyCode: 'EUR',
      minAmount: '50',
      maxAmount: '8000.5',
    }),
    agency(3, 'KG-007', { paymentTypes: [2], isActive: false }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('PaymentAvailableAgency/GetAll', () => rows, seen),
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
  return {
    ue,
    seen,
    ...renderWithRouter(<PaymentAvailableAgenciesPage />, { path, queryClient, lng }),
  };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const item = (field: HTMLElement) => field.closest('.ant-form-item')!;

describe('/payment-available-agencies', () => {
  it('shows payment types, amounts with the language’s decimal mark, and partial payment', async () => {
    setup({ lng: 'sr' });
    await screen.findByText('NS-014');
    const ns = row('NS-014');
    expect(within(ns).getByText('Kreditna kartica')).toBeInTheDocument();
    expect(within(ns).getByText('50 EUR')).toBeInTheDocument();
    expect(within(ns).getByText('8.000,5 EUR')).toBeInTheDocument();
    expect(within(ns).getByText('Nije dozvoljeno')).toBeInTheDocument();
    const beo = row('BEO-001');
    expect(within(beo).getByText('Alternativno plaćanje')).toBeInTheDocument();
    expect(within(beo).getByText('Bankovni transfer')).toBeInTheDocument();
    expect(within(beo).getByText('Dozvoljeno')).toBeInTheDocument();
    expect(within(beo).getAllByLabelText('Bez ograničenja')).toHaveLength(2);
  });

  it('sends the type, currency, partial-payment and status filters of the URL', async () => {
    const { seen } = setup({
      path: '/payment-available-agencies?paymentType=2&currency=EUR&isPartialPaymentAllowed=true&isActive=true',
    });
    await screen.findByText('NS-014');
    expect(queryOf(last(seen))).toMatchObject({
      PaymentType: '2',
      Currency: 'EUR',
      IsPartialPaymentAllowed: 'true',
      IsActive: 'true',
    });
  });

  it('checks the range in the user’s language, then shows the server’s refusal on its field', async () => {
    const { ue } = setup({ lng: 'de' });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/PaymentAvailableAgency/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Ihre Anfrage ist ungültig!', [
            { message: "Der Code 'NS-014' ist bereits vergeben.", members: ['agentCode'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('NS-014');
    await ue.click(button(document.body, 'Neue Agentur'));
    const drawer = await findDialog('Neue Agentur');
    const code = within(drawer).getByLabelText('Agentencode') as HTMLInputElement;
    await fill(ue, code, 'ns-014');
    await ue.click(within(drawer).getByText('Kreditkarte'));
    const min = within(drawer).getByLabelText('Mindestbetrag') as HTMLInputElement;
    const max = within(drawer).getByLabelText('Höchstbetrag') as HTMLInputElement;
    await fill(ue, min, '100,5');
    await fill(ue, max, '99');
    await ue.click(button(drawer, 'Speichern'));
    await waitFor(() =>
      expect(item(max)).toHaveTextContent('Der Höchstbetrag darf nicht kleiner als der Mindestbetrag sein.'),
    );
    expect(item(within(drawer).getByLabelText('Währung'))).toHaveTextContent(
      'Wählen Sie die Währung der Beträge.',
    );
    expect(max.value).toBe('99');
    expect(min.value).toBe('100,5');
    expect(bodies).toEqual([]);

    await ue.clear(max);
    await fill(ue, max, '2500');
    await ue.click(within(drawer).getByLabelText('Währung'));
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    await ue.click(within(dropdown).getByTitle('EUR · Euro'));
    await ue.click(button(drawer, 'Speichern'));
    await waitFor(() => expect(item(code)).toHaveTextContent("Der Code 'NS-014' ist bereits vergeben."));
    expect(bodies).toEqual([
      {
        agentCode: 'ns-014',
        paymentTypes: [1],
        currencyId: 1,
        minAmount: '100.5',
        maxAmount: '2500',
        isPartialPaymentAllowed: false,
        isActive: true,
      },
    ]);
    expect(code.value).toBe('ns-014');
  }, 60_000);

  it.each([
    {
      lng: 'en',
      min: '2,500',
      max: '250,000.75',
      minShown: '2,500',
      refused: '1,5',
      example: 'Example: 1,234.56',
    },
    {
      lng: 'de',
      min: '2.500',
      max: '250.000,75',
      minShown: '2.500',
      refused: '2.5',
      example: 'Beispiel: 1.234,56',
    },
  ])(
    'reads amounts with thousands separators in $lng, and refuses $refused with an example, keeping it',
    async ({ lng, min: minText, max: maxText, minShown, refused, example }) => {
      const { ue } = setup({ lng });
      const bodies: unknown[] = [];
      server.use(
        http.post('*/api/services/app/PaymentAvailableAgency/Create', async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json(envelope({ ...agency(9, 'NI-001'), currencyId: 1 }));
        }),
      );
      await screen.findByText('NS-014');
      await ue.click(button(document.body, lng === 'de' ? 'Neue Agentur' : 'New agency'));
      const drawer = await findDialog(lng === 'de' ? 'Neue Agentur' : 'New agency');
      await fill(ue, within(drawer).getByLabelText(lng === 'de' ? 'Agentencode' : 'Agent code'), 'ni-001');
      await ue.click(within(drawer).getByText(lng === 'de' ? 'Kreditkarte' : 'Credit card'));
      await ue.click(within(drawer).getByLabelText(lng === 'de' ? 'Währung' : 'Currency'));
      const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-dropdown')!);
      await ue.click(within(dropdown).getByTitle('EUR · Euro'));
      const min = within(drawer).getByLabelText(
        lng === 'de' ? 'Mindestbetrag' : 'Minimum amount',
      ) as HTMLInputElement;
      const max = within(drawer).getByLabelText(
        lng === 'de' ? 'Höchstbetrag' : 'Maximum amount',
      ) as HTMLInputElement;
      await fill(ue, min, refused);
      await fill(ue, max, maxText);
      await ue.click(button(drawer, lng === 'de' ? 'Speichern' : 'Save'));
      await waitFor(() => expect(item(min)).toHaveTextContent(example));
      expect(min.value).toBe(refused);
      expect(bodies).toEqual([]);

      await ue.clear(min);
      await fill(ue, min, minText);
      await ue.click(button(drawer, lng === 'de' ? 'Speichern' : 'Save'));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ currencyId: 1, minAmount: '2500', maxAmount: '250000.75' });
      expect(min.value).toBe(minShown);
    },
    60_000,
  );

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('NS-014');
    expect(screen.queryByText('New agency')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: NS-014')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: NS-014')).not.toBeInTheDocument();
  });
});
