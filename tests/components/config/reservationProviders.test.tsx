import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ReservationProviderDto } from '@/api/types/config';
import ReservationProvidersPage from '@/features/reservation-providers/ReservationProvidersPage';
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

const provider = (
  id: number,
  code: string,
  name: string,
  extra: Partial<ReservationProviderDto> = {},
): ReservationProviderDto => ({
  id,
  code,
  name,
  kind: 'tourvisio',
  endpoint: 'https://tourvisio.serbia.example/v2',
  userName: 'cc-serbia',
  hasCredentials: false,
  credentialsHint: null,
  isActive: true,
  creationTime: '2026-03-01T10:00:00Z',
  ...extra,
});

function setup({
  permissions = ['Pages.ReservationProviders'],
  path = '/reservation-providers',
  lng = 'en',
} = {}) {
  const rows = [
    provider(1, 'SIM', 'Test bookings', { kind: 'simulator', endpoint: null, userName: null }),
    provider(2, 'TV', 'TourVisio Belgrade', { hasCredentials: true, credentialsHint: '••••6e05' }),
  ];
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('ReservationProvider/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<ReservationProvidersPage />, { path, queryClient, lng }) };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;
const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const formItem = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('/reservation-providers', () => {
  it('shows kinds in the user’s language and only a masked hint of stored credentials', async () => {
    setup({ lng: 'sr' });
    await screen.findByText('Test bookings');
    expect(within(row('Test bookings')).getByText('Simulator rezervacija')).toBeInTheDocument();
    expect(within(row('Test bookings')).getByText('Ugrađen')).toBeInTheDocument();
    expect(within(row('Test bookings')).getByText('Nema')).toBeInTheDocument();
    expect(within(row('TourVisio Belgrade')).getByText('••••6e05')).toBeInTheDocument();
  });

  it('sends the kind and status filters of the URL', async () => {
    const { seen } = setup({ path: '/reservation-providers?kind=tourvisio&isActive=false' });
    await screen.findByText('Test bookings');
    expect(queryOf(last(seen))).toMatchObject({ Kind: 'tourvisio', IsActive: 'false', Sorting: 'code asc' });
  });

  it('creates a provider with credentials and shows the server’s refusal on the endpoint field', async () => {
    const { ue } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/services/app/ReservationProvider/Create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'The Endpoint field is required.', members: ['endpoint'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findByText('Test bookings');
    await ue.click(button(document.body, 'New provider'));
    const drawer = await findDialog('New reservation provider');
    await fill(ue, within(drawer).getByLabelText('Code'), 'TV2');
    await fill(ue, within(drawer).getByLabelText('Name'), 'TourVisio Novi Sad');
    const endpoint = within(drawer).getByLabelText('Endpoint') as HTMLInputElement;
    await fill(ue, endpoint, 'tourvisio.example');
    const secret = within(drawer).getByLabelText('Credentials') as HTMLInputElement;
    await fill(ue, secret, 'tv-key-7f3a9c21');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() =>
      expect(formItem(endpoint)).toHaveTextContent('Enter an address starting with http:// or https://.'),
    );
    expect(bodies).toEqual([]);
    await ue.clear(endpoint);
    await fill(ue, endpoint, 'https://tourvisio.example/v2');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() => expect(formItem(endpoint)).toHaveTextContent('The Endpoint field is required.'));
    expect(bodies).toEqual([
      {
        code: 'TV2',
        name: 'TourVisio Novi Sad',
        kind: 'tourvisio',
        endpoint: 'https://tourvisio.example/v2',
        credentials: 'tv-key-7f3a9c21',
        isActive: true,
      },
    ]);
    expect(secret.value).toBe('tv-key-7f3a9c21');
  });

  it('edits a provider without sending credentials back, and can remove the stored ones', async () => {
    const { ue } = setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/services/app/ReservationProvider/Update', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(envelope(provider(2, 'TV', 'TourVisio Beograd')));
      }),
    );
    await screen.findByText('Test bookings');
    await ue.click(screen.getByLabelText('Edit: TV'));
    const drawer = await findDialog('Edit reservation provider TV');
    const secret = within(drawer).getByLabelText('Credentials');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Stored (••••6e05): leave empty to keep');
    const name = within(drawer).getByLabelText('Name');
    await ue.clear(name);
    await fill(ue, name, 'TourVisio Beograd');
    await ue.click(within(drawer).getByText('Remove the stored credentials'));
    expect(secret).toBeDisabled();
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “TV”')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ id: 2, name: 'TourVisio Beograd', clearCredentials: true });
    expect(bodies[0]!.credentials).toBeUndefined();
  });

  it('exports the kinds in the user’s language and only the masked hint of credentials', async () => {
    let file: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { ue } = setup({ lng: 'de', path: '/reservation-providers?sort=name.asc' });
    await screen.findByText('Test bookings');
    await ue.click(screen.getByText('CSV exportieren'));
    const dialog = await findDialog('Als CSV exportieren');
    await ue.click(within(dialog).getByText('Exportieren', { selector: 'button *' }).closest('button')!);
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(file!);
    });
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Kennung;Name;Art;API-Adresse;Zugangsdaten;Status',
      'SIM;Test bookings;Buchungssimulator;;Keine;Aktiv',
      'TV;TourVisio Belgrade;TourVisio;https://tourvisio.serbia.example/v2;••••6e05;Aktiv',
    ]);
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Test bookings');
    expect(screen.queryByText('New provider')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: TV')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: TV')).not.toBeInTheDocument();
  });
});
