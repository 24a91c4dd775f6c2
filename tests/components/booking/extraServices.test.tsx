import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BasketWithItemsDto } from '@/api/schemas/basket';
import type { ProductOfferDto, SearchResultDto } from '@/api/schemas/search';
import { bookingSession } from '@/booking/session';
import ExtraServicesPage from '@/booking/pages/ExtraServicesPage';
import { envelope, errorEnvelope } from '../../setup/abp';
import { setupMswServer } from '../../setup/msw';
import { renderWithRouter } from '../../setup/render';

const server = setupMswServer();
const api = (path: string) => `*/api/services/app/${path}`;
const BASKET_ID = '0b7d9c3e-5a51-4c1f-9d3e-2f3a4b5c6d7e';

const offer = (
  o: Partial<ProductOfferDto> &
    Pick<ProductOfferDto, 'productId' | 'productType' | 'code' | 'name' | 'unitPrice'>,
): ProductOfferDto => ({
  variant: null,
  description: `${o.name} description`,
  imageUri: null,
  pricing: 1,
  needsDate: false,
  availableDates: [],
  serviceDate: '2026-12-10',
  currency: 'EUR',
  defaultQuantity: 1,
  maxQuantity: 1,
  totalPrice: o.unitPrice,
  ...o,
});

const offers: SearchResultDto = {
  searchId: '11111111-2222-4333-8444-555555555555',
  orderId: 41,
  currency: 'EUR',
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  persons: 3,
  nights: 4,
  items: [
    offer({
      productId: 3,
      productType: 1,
      code: 'TRF-RT',
      name: 'Return airport transfer',
      unitPrice: '60.00',
      maxQuantity: 3,
    }),
    offer({
      productId: 4,
      productType: 2,
      code: 'INS-MED',
      name: 'Travel health insurance',
      unitPrice: '6.00',
      pricing: 4,
      defaultQuantity: 3,
      maxQuantity: 3,
      totalPrice: '18.00',
    }),
  ],
};

/** A stand-in for the server's basket: it prices the lines itself (the page only shows what it answers). */
function fakeServer() {
  const calls: { path: string; body?: unknown; query?: string }[] = [];
  let items: BasketWithItemsDto['items'] = [];
  let ordered = false;
  const basket = (): BasketWithItemsDto => {
    const cents = items.reduce((sum, i) => sum + Math.round(Number(i.amount) * 100), 0);
    return {
      id: items.length || ordered ? BASKET_ID : null,
      tenantId: 3,
      orderId: 41,
      currency: 'EUR',
      status: 1,
      itemCount: items.length,
      totalAmount: (cents / 100).toFixed(2),
      items,
    };
  };
  server.use(
    http.post(api('Search/SearchProduct'), () => HttpResponse.json(envelope(offers))),
    http.get(api('Basket/GetBasketWithItems'), ({ request }) => {
      calls.push({ path: 'GetBasketWithItems', query: new URL(request.url).search });
      return HttpResponse.json(envelope(basket()));
    }),
    http.post(api('Basket/AddItemToBasket'), async ({ request }) => {
      const body = (await request.json()) as { productId: number; quantity: number; productType: number };
      calls.push({ path: 'AddItemToBasket', body });
      const o = offers.items.find((x) => x.productId === body.productId)!;
      const amount = ((Math.round(Number(o.unitPrice) * 100) * body.quantity) / 100).toFixed(2);
      items = [
        ...items.filter((i) => i.productId !== o.productId),
        {
          lineId: 100 + o.productId,
          productId: o.productId,
          productType: o.productType,
          code: o.code,
          name: o.name,
          imageUri: null,
          pricing: o.pricing,
          serviceDate: o.serviceDate,
          quantity: body.quantity,
          unitPrice: o.unitPrice,
          amount,
          searchId: null,
        },
      ];
      return HttpResponse.json(envelope(basket()));
    }),
    http.delete(api('Basket/RemoveItemFromBasket'), ({ request }) => {
      const lineId = Number(new URL(request.url).searchParams.get('lineId'));
      calls.push({ path: 'RemoveItemFromBasket', query: new URL(request.url).search });
      items = items.filter((i) => i.lineId !== lineId);
      return HttpResponse.json(envelope(basket()));
    }),
    http.post(api('Basket/BasketToOrder'), ({ request }) => {
      calls.push({ path: 'BasketToOrder', query: new URL(request.url).search });
      ordered = true;
      return HttpResponse.json(
        envelope({
          orderId: 41,
          basketId: BASKET_ID,
          currency: 'EUR',
          addedAmount: basket().totalAmount,
          addedLines: items.length,
          orderAmount: '1078.00',
          paidAmount: '0.00',
          amountDue: '1078.00',
          alreadyOrdered: false,
        }),
      );
    }),
  );
  return { calls };
}

function startSession() {
  bookingSession.set({
    tenantId: 3,
    orderId: 41,
    voucherNo: 'BEG-100001',
    basketId: null,
    grant: 'g1.test.grant',
    grantExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

const renderPage = (lng = 'en') =>
  renderWithRouter(<ExtraServicesPage />, {
    path: '/extra-services',
    lng,
    routes: [
      { path: '/payment', element: <h1>Payment step</h1> },
      { path: '/', element: <h1>Landing</h1> },
    ],
  });

const total = () => within(screen.getByRole('complementary')).getByRole('status');
const card = (name: string) => screen.getByRole('listitem', { name });

describe('/extra-services', () => {
  it('adds and removes extras, showing the total the server answers, without ever sending a price', async () => {
    const { calls } = fakeServer();
    startSession();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Transfers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Insurance' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('€0.00');
    expect(
      within(card('Travel health insurance')).getByText('€6.00 per person for your stay'),
    ).toBeInTheDocument();

    await user.click(within(card('Return airport transfer')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(total()).toHaveTextContent('€60.00'));
    await user.click(within(card('Travel health insurance')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(total()).toHaveTextContent('€78.00'));
    for (const call of calls.filter((c) => c.path === 'AddItemToBasket'))
      expect(Object.keys(call.body as object).sort()).toEqual(
        ['orderId', 'productId', 'productType', 'quantity', 'searchId', 'tenantId']
          .concat((call.body as { basketId?: string }).basketId ? ['basketId'] : [])
          .sort(),
      );
    expect(bookingSession.get()?.basketId).toBe(BASKET_ID);

    await user.click(within(card('Return airport transfer')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(total()).toHaveTextContent('€18.00'));
    expect(calls.at(-1)).toMatchObject({
      path: 'RemoveItemFromBasket',
      query: '?tenantId=3&productType=1&lineId=103',
    });
  });

  it('gets the basket back after a reload', async () => {
    fakeServer();
    startSession();
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Return airport transfer' })).findByRole(
        'button',
        { name: 'Add' },
      ),
    );
    await waitFor(() => expect(total()).toHaveTextContent('€60.00'));
    first.unmount();
    renderPage('de');
    await waitFor(() => expect(total()).toHaveTextContent('60,00 €'));
    expect(screen.getByText('Ihre Extras (1)')).toBeInTheDocument();
    expect(await screen.findByText('Im Warenkorb: 60,00 €')).toBeInTheDocument();
  });

  it('adds the basket to the booking, then goes to payment; a refusal keeps the basket', async () => {
    const { calls } = fakeServer();
    startSession();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(
      await within(await screen.findByRole('listitem', { name: 'Return airport transfer' })).findByRole(
        'button',
        { name: 'Add' },
      ),
    );
    await waitFor(() => expect(total()).toHaveTextContent('€60.00'));

    server.use(
      http.post(
        api('Basket/BasketToOrder'),
        () =>
          HttpResponse.json(errorEnvelope('Extra services can no longer be added to this reservation.'), {
            status: 400,
          }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Extra services can no longer be added to this reservation.',
    );
    expect(router.state.location.pathname).toBe('/extra-services');
    expect(total()).toHaveTextContent('€60.00');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls.filter((c) => c.path === 'BasketToOrder')).toEqual([
      { path: 'BasketToOrder', query: `?tenantId=3&orderId=41&basketId=${BASKET_ID}` },
    ]);
    expect(bookingSession.get()?.basketId).toBeNull();
  });

  it('skips to payment without adding anything, and sends a visitor without a session back to the start', async () => {
    const { calls } = fakeServer();
    startSession();
    const user = userEvent.setup();
    const { router, unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls.some((c) => c.path === 'BasketToOrder')).toBe(false);
    unmount();
    bookingSession.clear();
    const again = renderPage('mk');
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/'));
    expect(again.router.state.location.state).toEqual({
      notice: 'Прво отворете ја резервацијата: внесете го бројот на ваучерот и презимето.',
    });
  });

  it('says in the visitor’s language when the connection drops, and keeps the basket', async () => {
    fakeServer();
    startSession();
    const user = userEvent.setup();
    renderPage('sr');
    const transfer = await screen.findByRole('listitem', { name: 'Return airport transfer' });
    server.use(http.post(api('Basket/AddItemToBasket'), () => HttpResponse.error(), { once: true }));
    await user.click(within(transfer).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nema veze. Korpa je sačuvana: pokušajte ponovo.',
    );
  });
});
