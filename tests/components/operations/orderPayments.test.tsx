import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderDetailDto, PaymentStatusDto } from '@/api/types/operations';
import OrdersPage from '@/features/operations/OrdersPage';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  errorEnvelope,
  findDialog,
  last,
  queryOf,
  setupMswServer,
  signedInClient,
} from '../toolkit/harness';

const server = setupMswServer();

type Payment = OrderDetailDto['payments'][number];

const payment = (id: number, over: Partial<Payment> = {}): Payment => ({
  id,
  tenantId: 3,
  orderId: 7,
  voucherNo: 'V-0007',
  type: 2,
  status: 10,
  amount: '750.50',
  currency: 'EUR',
  payer: 'Ana Petrović',
  email: 'ana@example.com',
  bankAccountId: 4,
  bankAccountIban: 'RS35105008123123123173',
  bankName: 'Demo banka',
  paymentProviderId: null,
  paymentProviderName: null,
  pushStatus: 0,
  providerReference: null,
  creationTime: '2026-03-01T10:05:00Z',
  lastModificationTime: null,
  statusHistory: [],
  ...over,
});

function detail(paid: boolean): OrderDetailDto {
  return {
    id: 7,
    tenantId: 3,
    voucherNo: 'V-0007',
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
    children: 0,
    amount: '1250.50',
    paidAmount: paid ? '1250.50' : '500.00',
    openAmount: paid ? '0.00' : '750.50',
    currency: 'EUR',
    isPartialPayment: true,
    status: paid ? 3 : 2,
    creationTime: '2026-03-01T10:00:00Z',
    lastModificationTime: null,
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
      boardTypes: [],
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
      orderCount: 1,
      creationTime: '2026-01-01T10:00:00Z',
    },
    lines: [],
    travellers: [],
    payments: [
      payment(21, {
        type: 1,
        status: 20,
        amount: '500.00',
        payer: 'Marko Marković',
        email: 'marko@example.com',
      }),
      payment(31, paid ? { status: 20, lastModificationTime: '2026-03-02T09:00:00Z' } : {}),
    ],
    bankTransfers: [],
    history: paid
      ? [
          {
            id: 5,
            entityType: 'Payment',
            entityId: 31,
            action: 'Committed',
            changes: { status: [10, 20] },
            userId: 1,
            userName: 'finance',
            reason: 'Committed',
            creationTime: '2026-03-02T09:00:00Z',
          },
        ]
      : [],
  };
}

const statusDto = (status: number, over: Partial<PaymentStatusDto> = {}): PaymentStatusDto => ({
  paymentId: 31,
  orderId: 7,
  voucherNo: 'V-0007',
  type: 2,
  status,
  amount: '750.50',
  currency: 'EUR',
  orderPaidAmount: '1250.50',
  orderStatus: 3,
  lastModificationTime: '2026-03-02T09:00:00Z',
  ...over,
});

function setup({
  permissions = ['Pages.Orders', 'Pages.Orders.Payments'],
  check = () => HttpResponse.json(envelope(statusDto(20, { previousStatus: 10, changed: true }))),
  commit = () => HttpResponse.json(envelope(statusDto(20))),
}: {
  permissions?: string[];
  check?: () => Response;
  commit?: () => Response;
} = {}) {
  const calls = {
    getOrder: 0,
    check: [] as unknown[],
    commit: [] as string[],
    payments: [] as URLSearchParams[],
  };
  let paid = false;
  server.use(
    http.get('*/api/services/app/Order/GetOrders', () =>
      HttpResponse.json(envelope({ totalCount: 0, items: [] })),
    ),
    http.get('*/api/services/app/Order/GetOrder', () => {
      calls.getOrder += 1;
      return HttpResponse.json(envelope(detail(paid)));
    }),
    http.get('*/api/services/app/Order/GetOrderPayments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.payments.push(query);
      const payer = query.get('Payer')?.toLowerCase() ?? '';
      const items = detail(paid).payments.filter((p) => p.payer.toLowerCase().includes(payer));
      return HttpResponse.json(envelope({ totalCount: items.length, items }));
    }),
    http.post('*/api/services/app/Payment/CheckPaymentStatus', async ({ request }) => {
      calls.check.push(await request.json());
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = check();
      if (response.status === 200) paid = true;
      return response;
    }),
    http.put('*/api/services/app/Payment/UpdatePaymentCommit', async ({ request }) => {
      calls.commit.push(new URL(request.url).search);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = commit();
      if (response.status === 200) paid = true;
      return response;
    }),
  );
  renderWithRouter(<OrdersPage />, {
    path: '/orders',
    initialEntries: ['/orders/7'],
    queryClient: signedInClient({ permissions }),
    records: true,
  });
  return calls;
}

const paymentCard = (id: number) => document.querySelector<HTMLElement>(`[data-payment-id="${id}"]`)!;

describe('order payments: check status and commit', () => {
  it('checks one payment after a confirmation naming it and its amount, once, and refreshes the order', async () => {
    const calls = setup();
    const drawer = await findDialog('Order V-0007');
    const button = await within(drawer).findByRole('button', { name: 'Check status: Bank transfer #31' });
    // Only the open payment has actions; the succeeded card payment has none.
    expect(within(paymentCard(21)).queryByRole('button', { name: /Check status/ })).not.toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.click(button);
    const confirm = await findDialog('Check the status of payment #31 (Bank transfer, €750.50)?');
    expect(within(confirm).getByText(/Payer: Ana Petrović/)).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    const before = calls.getOrder;
    const ok = within(confirm).getByRole('button', { name: 'Check status' });
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(await screen.findByText('Payment #31: Waiting → Succeeded')).toBeInTheDocument();
    expect(calls.check).toEqual([{ paymentId: 31 }]);
    await waitFor(() => expect(calls.getOrder).toBeGreaterThan(before));
    // The refreshed order: the payment succeeded, its actions are gone, the audit trail names who did it.
    await waitFor(() =>
      expect(within(paymentCard(31)).queryByRole('button', { name: /Commit/ })).not.toBeInTheDocument(),
    );
    expect(within(drawer).getByText(/finance/)).toBeInTheDocument();
    expect(within(drawer).getByText('Committed: Payment #31')).toBeInTheDocument();
  });

  it('commits with paymentId in the query; a 400 from the server is shown and the order still refreshes', async () => {
    const calls = setup({
      commit: () =>
        HttpResponse.json(errorEnvelope('The payment cannot move from Error to Succeeded.'), { status: 400 }),
    });
    const drawer = await findDialog('Order V-0007');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Commit: Bank transfer #31' }));
    const confirm = await findDialog('Commit payment #31 (Bank transfer, €750.50)?');
    const before = calls.getOrder;
    fireEvent.doubleClick(within(confirm).getByRole('button', { name: 'Commit' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Commit' }));
    const failure = await findDialog('Committing payment #31 failed');
    expect(within(failure).getByText('The payment cannot move from Error to Succeeded.')).toBeInTheDocument();
    expect(calls.commit).toEqual(['?paymentId=31']);
    await waitFor(() => expect(calls.getOrder).toBeGreaterThan(before));
  });

  it('offers no actions without Pages.Orders.Payments', async () => {
    setup({ permissions: ['Pages.Orders'] });
    const drawer = await findDialog('Order V-0007');
    expect(
      (await within(drawer).findAllByText('Demo banka · RS35105008123123123173')).length,
    ).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: /Check status|Commit/ })).not.toBeInTheDocument();
  });

  it('filters the payments through Order/GetOrderPayments', async () => {
    const calls = setup();
    const drawer = await findDialog('Order V-0007');
    const payer = await within(drawer).findByRole('textbox', { name: 'Payer' });
    await userEvent.setup({ delay: null }).type(payer, 'marko');
    await waitFor(() => expect(calls.payments.length).toBeGreaterThan(0));
    expect(queryOf(last(calls.payments))).toMatchObject({ OrderId: '7', Payer: 'marko' });
    await within(drawer).findByText('1 of 2 payments matches');
    expect(paymentCard(21)).toBeInTheDocument();
    expect(paymentCard(31)).toBeNull();
  });
});
