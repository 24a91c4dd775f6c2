import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TransferInformationSettingDto } from '@/api/types/config';
import TransferSettingsPage from '@/features/transfer-information-settings/TransferSettingsPage';
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

const setting = (
  id: number,
  supplierCode: string,
  tripDirections: number[],
  extra: Partial<TransferInformationSettingDto> = {},
): TransferInformationSettingDto => ({
  id,
  supplierCode,
  endpointUrl: `https://${supplierCode.toLowerCase()}.transfers.example/api/transfer-info`,
  userName: null,
  hasCredentials: false,
  credentialsHint: null,
  timeoutSeconds: 30,
  tripDirections,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

const permission = 'Pages_TransferInformationSettings';

function setup({ permissions = [permission], path = '/transfer-information-settings', lng = 'en' } = {}) {
  const rows = [
    setting(1, 'AIRPORTBEG', [1, 2], { timeoutSeconds: 15 }),
    setting(2, 'BGTRANSFER', [1, 2, 3], { hasCredentials: true, credentialsHint: '••••' }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('TransferInformationSetting/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<TransferSettingsPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const formItem = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('/transfer-information-settings', () => {
  it('names the trip directions and time-outs in the user’s language', async () => {
    setup({ lng: 'mk' });
    await screen.findByText('AIRPORTBEG');
    const airport = within(row('AIRPORTBEG'));
    expect(airport.getByText('Одење')).toBeInTheDocument();
    expect(airport.getByText('Враќање')).toBeInTheDocument();
    expect(airport.queryByText('Одење и враќање')).toBeNull();
    expect(airport.getByText('15 секунди')).toBeInTheDocument();
    expect(within(row('BGTRANSFER')).getByText('Одење и враќање')).toBeInTheDocument();
  });

  it('sends the trip-direction and status filters of the URL', async () => {
    const { seen } = setup({ path: '/transfer-information-settings?tripDirection=3&isActive=true&q=beg' });
    await screen.findByText('AIRPORTBEG');
    expect(queryOf(last(seen))).toMatchObject({
      TripDirection: '3',
      IsActive: 'true',
      Keyword: 'beg',
      Sorting: 'supplierCode asc',
    });
  });

  it('asks for a trip direction, then shows a taken supplier code on its field and keeps what was typed', async () => {
    const { ue } = setup({ lng: 'sr' });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/TransferInformationSetting/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Vaš zahtev nije ispravan!', [
            { message: "Šifra 'BGTRANSFER' je već zauzeta.", members: ['supplierCode'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('AIRPORTBEG');
    await ue.click(button(document.body, 'Novi dobavljač'));
    const drawer = await findDialog('Novi dobavljač transfera');
    const code = within(drawer).getByLabelText('Šifra dobavljača') as HTMLInputElement;
    await fill(ue, code, 'BGTRANSFER');
    await fill(ue, within(drawer).getByLabelText('Adresa API-ja'), 'https://bg.transfers.example/info');
    for (const name of ['Odlazak', 'Povratak', 'Odlazak i povratak'])
      await ue.click(within(drawer).getByRole('checkbox', { name }));
    await ue.click(button(drawer, 'Sačuvaj'));
    const directions = within(drawer).getByRole('checkbox', { name: 'Povratak' });
    await waitFor(() =>
      expect(formItem(directions)).toHaveTextContent('Izaberite bar jedan smer putovanja.'),
    );
    expect(bodies).toEqual([]);

    await ue.click(directions);
    await ue.click(button(drawer, 'Sačuvaj'));
    await waitFor(() => expect(formItem(code)).toHaveTextContent("Šifra 'BGTRANSFER' je već zauzeta."));
    expect(bodies).toEqual([
      {
        supplierCode: 'BGTRANSFER',
        endpointUrl: 'https://bg.transfers.example/info',
        timeoutSeconds: 30,
        tripDirections: [2],
        isActive: true,
      },
    ]);
    expect(code.value).toBe('BGTRANSFER');
  });

  it('edits the directions a supplier offers', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/TransferInformationSetting/Update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(setting(1, 'AIRPORTBEG', [1, 2, 3])));
      }),
    );
    await screen.findByText('AIRPORTBEG');
    await ue.click(screen.getByLabelText('Edit: AIRPORTBEG'));
    const drawer = await findDialog('Edit transfer supplier AIRPORTBEG');
    expect(within(drawer).getByRole('checkbox', { name: 'Outward' })).toBeChecked();
    expect(within(drawer).getByRole('spinbutton', { name: 'Time-out' })).toHaveValue('15');
    await ue.click(within(drawer).getByRole('checkbox', { name: 'Round trip' }));
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “AIRPORTBEG”')).toBeInTheDocument();
    expect(body).toMatchObject({ id: 1, tripDirections: [1, 2, 3], timeoutSeconds: 15 });
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('AIRPORTBEG');
    expect(screen.queryByText('New supplier')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Edit: /)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Delete: /)).not.toBeInTheDocument();
  });
});
