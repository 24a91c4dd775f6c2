import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderDetailDto, OrderDto } from '@/api/types/operations';
import OrdersPage from '@/features/operations/OrdersPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, last, queryOf, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

const order = (id: number, voucherNo: string, over: Partial<OrderDto> = {}): OrderDto => ({
  id,
  tenantId: 3,
  voucherNo,
  userCode: 'AG-7',
  customerId: 11,
  customerName: 'Ana Petrović',
  customerEmail: 'ana@example.com',
  phoneNumber: '+381 64 111 2222',
  hotelId: 5,
  hotelCode: 'BUD-01',
  hotelName: 'Hotel Budva',
  checkInDate: '2026-07-01',
  checkOutDate: '2026-07-08',
  nights: 7,
  adults: 2,
  children: 1,
  amount: '1250.50',
  paidAmount: '500.00',
  openAmount: '750.50',
  currency: 'EUR',
  isPartialPayment: true,
  status: 2,
  creationTime: '2026-03-01T10:00:00Z',
  lastModificationTime: null,
  ...over,
});

const detail = (): OrderDetailDto => ({
  ...order(7, 'V-0007'),
  hotel: {
    id: 5,
    tvHotelCode: 'BUD-01',
    providerCode: 'DEMO',
    name: 'Hotel Budva',
    stars: 4,
    address: 'Obala 1',
    city: 'Budva',
    countryCode: 'ME',
    latitude: '42.28',
    longitude: '18.84',
    description: '',
    images: [],
    boardTypes: ['HB'],
    roomTypes: [],
  },
  customer: {
    id: 11,
    tenantId: 3,
    name: 'Ana',
    surname: 'Petrović',
    fullName: 'Ana Petrović',
    emailAddress: 'ana@example.com',
    phoneNumber: '+381 64 111 2222',
    gender: 2,
    identityNumber: null,
    language: 'sr',
    orderCount: 3,
    creationTime: '2026-01-01T10:00:00Z',
  },
  lines: [
    {
      id: 1,
      kind: 1,
      code: 'DBL',
      description: 'Double room, sea view',
      quantity: 7,
      unitPrice: '150.00',
      amount: '1050.00',
    },
  ],
  travellers: [
    { id: 1, kind: 2, firstName: 'Luka', lastName: 'Petrović', birthDate: '2018-05-04', isLead: false },
  ],
  payments: [
    {
      id: 21,
      tenantId: 3,
      orderId: 7,
      voucherNo: 'V-0007',
      type: 1,
      status: 20,
      amount: '500.00',
      currency: 'EUR',
      payer: 'Ana Petrović',
      email: 'ana@example.com',
      bankAccountId: null,
      bankAccountIban: null,
      bankName: null,
      paymentProviderId: 2,
      paymentProviderName: 'Demo cards',
      pushStatus: 1,
      providerReference: 'pi_1',
      creationTime: '2026-03-01T10:05:00Z',
      lastModificationTime: null,
      statusHistory: [
        {
          id: 1,
          fromStatus: null,
          toStatus: 0,
          userId: null,
          userName: null,
          reason: null,
          creationTime: '2026-03-01T10:05:00Z',
        },
        {
          id: 2,
          fromStatus: 0,
          toStatus: 20,
          userId: 1,
          userName: 'admin',
          reason: 'Card captured',
          creationTime: '2026-03-01T10:06:00Z',
        },
      ],
    },
  ],
  bankTransfers: [],
  history: [
    {
      id: 1,
      entityType: 'Order',
      entityId: 7,
      action: 'PaymentReceived',
      changes: { paidAmount: ['0.00', '500.00'], status: [1, 2] },
      userId: null,
      userName: null,
      reason: null,
      creationTime: '2026-03-01T10:06:00Z',
    },
  ],
});

function setup({
  at = '/orders',
  lng = 'en',
  estimate = false,
}: { at?: string; lng?: string; estimate?: boolean } = {}) {
  const seen: URLSearchParams[] = [];
  const details: URLSearchParams[] = [];
  server.use(
    http.get('*/api/services/app/Order/GetOrders', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      const items = [
        order(1, 'V-0001'),
        order(2, 'V-0002', {
          status: 3,
          currency: 'RSD',
          amount: '98500',
          paidAmount: '98500',
          openAmount: '0',
        }),
      ];
      return HttpResponse.json(
        envelope({ totalCount: estimate ? 1200000 : 2, totalCountIsEstimate: estimate, items }),
      );
    }),
    http.get('*/api/services/app/Order/GetOrder', ({ request }) => {
      details.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope(detail()));
    }),
  );
  const queryClient = signedInClient({ permissions: ['Pages.Orders'] });
  renderWithRouter(<OrdersPage />, {
    path: '/orders',
    initialEntries: [at],
    queryClient,
    lng,
    records: true,
  });
  return { seen, details };
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const row = (voucher: string) => screen.getByText(voucher).closest('tr')!;

describe('/orders', () => {
  it('shows statuses translated and money in the language’s format with its currency', async () => {
    setup({ lng: 'sr' });
    await screen.findByText('V-0001');
    expect(within(row('V-0001')).getByText('Delimično plaćeno')).toBeInTheDocument();
    expect(text(row('V-0001'))).toContain('1.250,50 €');
    expect(text(row('V-0001'))).toContain('1. 7. 2026.');
    expect(within(row('V-0002')).getByText('Plaćeno')).toBeInTheDocument();
    expect(text(row('V-0002'))).toContain('98.500 RSD');
  });

  it('says "about" with the grouped number when the server estimated the count', async () => {
    setup({ estimate: true, lng: 'de' });
    await screen.findByText('V-0001');
    expect(screen.getByText('1–10 von etwa 1.200.000')).toBeInTheDocument();
  });

  it('sends the filters of the URL under the spec’s parameter names, amounts and stay days exactly', async () => {
    const { seen } = setup({
      at:
        '/orders?q=ana&voucherNo=V-00&status=1,2&currency=EUR&amountMin=10.50&amountMax=200.0001' +
        '&isPartialPayment=true&userCode=AG-7&phoneNumber=381&checkInDateFrom=2026-07-01&checkInDateTo=2026-07-31' +
        '&checkOutDateFrom=2026-07-02',
    });
    await screen.findByText('V-0001');
    expect(queryOf(last(seen))).toMatchObject({
      Keyword: 'ana',
      VoucherNo: 'V-00',
      Status: '1,2',
      Currency: 'EUR',
      MinAmount: '10.50',
      MaxAmount: '200.0001',
      IsPartialPayment: 'true',
      UserCode: 'AG-7',
      PhoneNumber: '381',
      StartCheckInDate: '2026-07-01',
      EndCheckInDate: '2026-07-31',
      StartCheckOutDate: '2026-07-02',
      Sorting: 'creationTime desc',
    });
  });

  it('opens the order from its address with lines, travellers, payments and their history, and the audit trail', async () => {
    const { details } = setup({ at: '/orders/7' });
    const drawer = await findDialog('Order V-0007');
    await within(drawer).findByText('Double room, sea view');
    expect(queryOf(last(details))).toEqual({ Id: '7' });
    expect(within(drawer).getByText('Luka Petrović')).toBeInTheDocument();
    expect(within(drawer).getByText('Child')).toBeInTheDocument();
    expect(within(drawer).getByText('Demo cards')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Succeeded').length).toBeGreaterThan(0);
    expect(within(drawer).getByText(/Card captured/)).toBeInTheDocument();
    expect(within(drawer).getByText('Payment received: Order #7')).toBeInTheDocument();
    expect(text(drawer)).toContain('€1,050.00');
    await waitFor(() => expect(within(drawer).getAllByText('Partially paid').length).toBeGreaterThan(1));
  });
});
