import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PaymentProviderDto, TenantCurrencyDto } from '@/api/types/config';
import PaymentProvidersPage from '@/features/payment-providers/PaymentProvidersPage';
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
const NEW_SECRET = 'sk_live_9b8a7c6d5e4f3a2b';

const provider = (id: number, name: string, extra: Partial<PaymentProviderDto> = {}): PaymentProviderDto => ({
  id,
  name,
  paymentType: 1,
  adapter: 'simulator',
  isSandbox: true,
  supportedCurrencies: ['EUR', 'RSD'],
  hasCredentials: false,
  credentialsHint: null,
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

function setup({ permissions = ['Pages.Payments.Providers'], path = '/payment-providers', lng = 'en' } = {}) {
  const rows = [
    provider(1, 'Card payments (simulator)'),
    provider(2, 'Revolut cards', {
      adapter: 'revolut',
      isSandbox: false,
      supportedCurrencies: ['EUR'],
      hasCredentials: true,
      credentialsHint: '••••5f68',
    }),
    provider(3, 'Bank transfer', { paymentType: 2, isActive: false }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('PaymentProvider/GetAll', () => rows, seen),
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
  return { ue, seen, rows, ...renderWithRouter(<PaymentProvidersPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

async function choose(ue: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await ue.click(field);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
      (d) => !d.className.includes('hidden'),
    );
    if (!open) throw new Error('no open dropdown');
    return open;
  });
  await ue.click(within(dropdown).getByTitle(option));
}

describe('/payment-providers', () => {
  it('shows type, adapter, mode, currencies and the credentials’ masked hint in the user’s language', async () => {
    setup({ lng: 'de' });
    await screen.findByText('Revolut cards');
    const revolut = row('Revolut cards');
    expect(within(revolut).getByText('Kreditkarte')).toBeInTheDocument();
    expect(within(revolut).getByText('Revolut')).toBeInTheDocument();
    expect(within(revolut).getByText('Echtbetrieb')).toBeInTheDocument();
    expect(within(revolut).getByText('Gespeichert ••••5f68')).toBeInTheDocument();
    const bank = row('Bank transfer');
    expect(within(bank).getByText('Banküberweisung')).toBeInTheDocument();
    expect(within(bank).getByText('Testumgebung')).toBeInTheDocument();
    expect(within(bank).getByText('Nicht hinterlegt')).toBeInTheDocument();
    expect(within(bank).getByText('RSD')).toBeInTheDocument();
    expect(within(bank).getByText('Inaktiv')).toBeInTheDocument();
  });

  it('sends the type, adapter, currency, mode and status filters of the URL', async () => {
    const { seen } = setup({
      path: '/payment-providers?paymentType=1&adapter=revolut&currency=EUR&isSandbox=false&isActive=true',
    });
    await screen.findByText('Revolut cards');
    expect(queryOf(last(seen))).toMatchObject({
      PaymentType: '1',
      Adapter: 'revolut',
      Currency: 'EUR',
      IsSandbox: 'false',
      IsActive: 'true',
    });
  });

  it('shows the server’s refusal on the credentials field and keeps what was typed', async () => {
    const { ue } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/PaymentProvider/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: "Enter the provider's credentials before switching it on.", members: ['credentials'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('Revolut cards');
    await ue.click(button(document.body, 'New payment provider'));
    const drawer = await findDialog('New payment provider');
    const name = within(drawer).getByLabelText('Name') as HTMLInputElement;
    await fill(ue, name, 'Revolut Pay');
    await ue.click(within(drawer).getByText('Alternative payment'));
    await choose(ue, within(drawer).getByLabelText('Adapter'), 'Revolut');
    await choose(ue, within(drawer).getByLabelText('Supported currencies'), 'EUR · Euro');
    await ue.click(button(drawer, 'Save'));
    const credentials = within(drawer).getByLabelText('Credentials');
    await waitFor(() =>
      expect(credentials.closest('.ant-form-item')).toHaveTextContent(
        "Enter the provider's credentials before switching it on.",
      ),
    );
    expect(bodies).toEqual([
      {
        name: 'Revolut Pay',
        paymentType: 0,
        adapter: 'revolut',
        isSandbox: true,
        supportedCurrencies: ['EUR'],
        isActive: true,
      },
    ]);
    expect(name.value).toBe('Revolut Pay');
  }, 60_000);

  it('never shows stored credentials: the hint only, an empty box that keeps them, no secret after saving', async () => {
    const { ue, rows } = setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/services/app/PaymentProvider/Update', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const saved = {
          ...rows[1]!,
          name: String(body.name),
          ...(typeof body.credentials === 'string' ? { credentialsHint: '••••3a2b' } : {}),
        };
        rows[1] = saved;
        return HttpResponse.json(envelope(saved));
      }),
    );
    await screen.findByText('Revolut cards');
    await ue.click(screen.getByLabelText('Edit: Revolut cards'));
    let drawer = await findDialog('Edit payment provider Revolut cards');
    expect(within(drawer).getByText('Stored ••••5f68')).toBeInTheDocument();
    const box = within(drawer).getByLabelText('Replace credentials') as HTMLInputElement;
    expect(box.value).toBe('');
    expect(box).toHaveAttribute('autocomplete', 'new-password');
    expect(box).toHaveAttribute('placeholder', 'Leave empty to keep');
    // Saved without typing one: the stored credentials stay (nothing is sent for them).
    await fill(ue, within(drawer).getByLabelText('Name'), ' (EUR)');
    await ue.click(button(drawer, 'Save'));
    await screen.findByText('Saved “Revolut cards (EUR)”');
    expect(bodies[0]).not.toHaveProperty('credentials');

    await ue.click(await screen.findByLabelText('Edit: Revolut cards (EUR)'));
    drawer = await findDialog('Edit payment provider Revolut cards (EUR)');
    await fill(ue, within(drawer).getByLabelText('Replace credentials'), NEW_SECRET);
    await ue.click(button(drawer, 'Save'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ credentials: NEW_SECRET });
    expect(await within(row('Revolut cards (EUR)')).findByText('Stored ••••3a2b')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(NEW_SECRET);
    const stored = [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k)));
    expect(stored.join('\n')).not.toContain(NEW_SECRET);

    await ue.click(screen.getByLabelText('Edit: Revolut cards (EUR)'));
    drawer = await findDialog('Edit payment provider Revolut cards (EUR)');
    expect((within(drawer).getByLabelText('Replace credentials') as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain(NEW_SECRET);
  }, 60_000);

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Revolut cards');
    expect(screen.queryByText('New payment provider')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: Revolut cards')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: Revolut cards')).not.toBeInTheDocument();
  });
});
