import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MarketDto, ReservationProviderDto, ReservationProviderMarketDto } from '@/api/types/config';
import ProviderMarketsPage from '@/features/reservation-provider-markets/ProviderMarketsPage';
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
const created = '2026-03-01T10:00:00Z';

const provider = (id: number, code: string, name: string, isActive = true): ReservationProviderDto => ({
  id,
  code,
  name,
  kind: 'simulator',
  endpoint: null,
  userName: null,
  hasCredentials: false,
  credentialsHint: null,
  isActive,
  creationTime: created,
});
const market = (id: number, code: string, name: string): MarketDto => ({
  id,
  code,
  name,
  countryCode: code,
  isActive: true,
  creationTime: created,
});
const link = (
  id: number,
  p: ReservationProviderDto,
  m: MarketDto,
  isActive = true,
): ReservationProviderMarketDto => ({
  id,
  reservationProviderId: p.id,
  reservationProviderCode: p.code,
  reservationProviderName: p.name,
  marketId: m.id,
  marketCode: m.code,
  marketName: m.name,
  isActive,
  creationTime: created,
});

const sim = provider(1, 'SIM', 'Booking simulator');
const tv = provider(2, 'TV', 'TourVisio', false);
const rs = market(11, 'RS', 'Serbia');
const me = market(12, 'ME', 'Montenegro');
const de = market(13, 'DE', 'Germany (diaspora)');

const allPermissions = ['Pages.ReservationProvider.Markets', 'Pages.ReservationProviders'];

function setup({ permissions = allPermissions, path = '/reservation-provider-markets', lng = 'en' } = {}) {
  const rows = [link(1, sim, rs), link(2, sim, me), link(3, tv, rs), link(4, tv, de, false)];
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('ReservationProviderMarket/GetAll', () => rows, seen),
    pagedHandler('ReservationProvider/GetAll', () => [sim, tv], []),
    http.get('*/api/services/app/ReservationProviderMarket/GetMarkets', ({ request }) => {
      const providerId = Number(new URL(request.url).searchParams.get('ReservationProviderId'));
      const served = rows.filter((l) => l.isActive && l.reservationProviderId === providerId);
      const items = providerId
        ? [rs, me, de].filter((m) => served.some((l) => l.marketId === m.id))
        : [rs, me, de];
      return HttpResponse.json(envelope({ items }));
    }),
  );
  const queryClient = signedInClient({ permissions });
  const ue = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { ue, seen, ...renderWithRouter(<ProviderMarketsPage />, { path, queryClient, lng }) };
}

const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;
const openDropdown = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
      (d) => !d.className.includes('hidden'),
    );
    if (!open.length) throw new Error('no open dropdown');
    return open[open.length - 1]!;
  });

describe('/reservation-provider-markets', () => {
  it('lists providers and markets by name and code, in the user’s language', async () => {
    setup({ lng: 'de' });
    const rows = await screen.findAllByRole('row');
    const texts = rows.slice(1).map((r) => r.textContent);
    expect(texts[0]).toBe('Booking simulator SIMSerbia RSAktiv');
    expect(texts[3]).toBe('TourVisio TVGermany (diaspora) DEInaktiv');
    expect(screen.getByRole('columnheader', { name: /Reservierungs/ })).toBeInTheDocument();
  });

  it('sends the provider, market and status filters of the URL', async () => {
    const { seen } = setup({
      path: '/reservation-provider-markets?reservationProviderId=2&marketId=13&isActive=false',
    });
    await screen.findAllByText('Booking simulator');
    await waitFor(() =>
      expect(queryOf(last(seen))).toMatchObject({
        ReservationProviderId: '2',
        MarketId: '13',
        IsActive: 'false',
      }),
    );
  });

  it('offers only markets the provider does not serve yet, and shows a refused pair on the market field', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/ReservationProviderMarket/Create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            { message: 'The provider already serves this market.', members: ['marketId'] },
          ]),
          { status: 400 },
        );
      }),
    );
    await screen.findAllByText('Booking simulator');
    await ue.click(button(document.body, 'Assign a market'));
    const drawer = await findDialog('Assign a market to a provider');
    await ue.click(within(drawer).getByLabelText('Reservation provider'));
    await ue.click(within(await openDropdown()).getByTitle('TourVisio · TV (inactive)'));
    await ue.click(within(drawer).getByLabelText('Market'));
    const markets = await openDropdown();
    await waitFor(() =>
      expect(within(markets).getByTitle('Serbia · RS (already served)')).toBeInTheDocument(),
    );
    expect(within(markets).getByTitle('Serbia · RS (already served)')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The inactive TourVisio–Germany link is not "served": the server has the last word.
    await ue.click(within(markets).getByTitle('Germany (diaspora) · DE'));
    await ue.click(button(drawer, 'Save'));
    const field = within(drawer).getByLabelText('Market').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(field).toHaveTextContent('The provider already serves this market.'));
    expect(body).toEqual({ reservationProviderId: 2, marketId: 13, isActive: true });
    expect(field).toHaveTextContent('Germany (diaspora) · DE');
  });

  it('edits a link', async () => {
    const { ue } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/ReservationProviderMarket/Update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(link(2, sim, me, false)));
      }),
    );
    await screen.findAllByText('Booking simulator');
    await ue.click(screen.getByLabelText('Edit: Booking simulator → Montenegro'));
    const drawer = await findDialog('Edit the provider of Montenegro');
    expect(within(drawer).getByText('Montenegro · ME')).toBeInTheDocument();
    await ue.click(within(drawer).getByRole('switch', { name: 'Active' }));
    await ue.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “Booking simulator → Montenegro”')).toBeInTheDocument();
    expect(body).toMatchObject({ id: 2, reservationProviderId: 1, marketId: 12, isActive: false });
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: ['Pages.ReservationProviders'] });
    await screen.findAllByText('Booking simulator');
    expect(screen.queryByText('Assign a market')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Edit: /)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Delete: /)).not.toBeInTheDocument();
  });
});
