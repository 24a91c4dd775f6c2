import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CustomerDto, OrderDto } from '@/api/types/operations';
import CustomersPage from '@/features/operations/CustomersPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, last, queryOf, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();

const customer = (id: number, name: string, surname: string, gender: number): CustomerDto => ({
  id,
  tenantId: 3,
  name,
  surname,
  fullName: `${name} ${surname}`,
  emailAddress: `${name.toLowerCase()}@example.com`,
  phoneNumber: '+381 64 111 2222',
  gender,
  identityNumber: null,
  language: 'sr',
  orderCount: 1,
  creationTime: '2026-03-01T10:00:00Z',
});

const order: OrderDto = {
  id: 7,
  tenantId: 3,
  voucherNo: 'V-0007',
  userCode: null,
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
  amount: '98500',
  paidAmount: '0',
  openAmount: '98500',
  currency: 'RSD',
  isPartialPayment: false,
  status: 1,
  creationTime: '2026-03-01T10:00:00Z',
  lastModificationTime: null,
};

function setup({ at = '/customers', lng = 'en' }: { at?: string; lng?: string } = {}) {
  const seen: URLSearchParams[] = [];
  const orders: URLSearchParams[] = [];
  const rows = [customer(11, 'Ana', 'Petrović', 2), customer(12, 'Marko', 'Ilić', 1)];
  server.use(
    http.get('*/api/services/app/Customer/GetCustomers', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope({ totalCount: rows.length, items: rows }));
    }),
    http.get('*/api/services/app/Customer/GetCustomer', () => HttpResponse.json(envelope(rows[0]))),
    http.get('*/api/services/app/Order/GetOrders', ({ request }) => {
      orders.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope({ totalCount: 1, totalCountIsEstimate: false, items: [order] }));
    }),
  );
  const queryClient = signedInClient({ permissions: ['Pages.Customers', 'Pages.Orders'] });
  renderWithRouter(<CustomersPage />, {
    path: '/customers',
    initialEntries: [at],
    queryClient,
    lng,
    records: true,
  });
  return { seen, orders };
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('/customers', () => {
  it('shows genders in the user’s language', async () => {
    setup({ lng: 'mk' });
    await screen.findByText('Petrović');
    expect(within(row('Petrović')).getByText('Женски')).toBeInTheDocument();
    expect(within(row('Ilić')).getByText('Машки')).toBeInTheDocument();
  });

  it('sends the filters of the URL under the spec’s parameter names', async () => {
    const { seen } = setup({
      at: '/customers?q=ana&email=example&name=An&surname=Pet&gender=2,9&phoneNumber=064&identityNumber=0101',
    });
    await screen.findByText('Petrović');
    expect(queryOf(last(seen))).toMatchObject({
      Keyword: 'ana',
      Email: 'example',
      Name: 'An',
      Surname: 'Pet',
      Gender: '2,9',
      PhoneNumber: '064',
      IdentityNumber: '0101',
      Sorting: 'creationTime desc',
    });
  });

  it('filters by the stays of their orders: choosing check-in and check-out days sends the day ranges', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { seen } = setup();
    await screen.findByText('Petrović');
    /** Focuses the box; the date picker that then takes its place (the plain box is read-only). */
    const picker = async (name: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await waitFor(() => expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('readonly'));
      return screen.getByRole('textbox', { name });
    };
    await user.type(await picker('Check-in (order): from date'), '2026-07-01{Enter}');
    await waitFor(() => expect(queryOf(last(seen))).toMatchObject({ StartCheckInDate: '2026-07-01' }));
    await user.type(await picker('Check-out (order): to date'), '2026-07-31{Enter}');
    await waitFor(() =>
      expect(queryOf(last(seen))).toMatchObject({
        StartCheckInDate: '2026-07-01',
        EndCheckOutDate: '2026-07-31',
      }),
    );
    expect(queryOf(last(seen)).EndCheckInDate).toBeUndefined();
  });

  it('opens the customer from its address with their orders, asked for by customer', async () => {
    const { orders } = setup({ at: '/customers/11', lng: 'sr' });
    const drawer = await findDialog('Ana Petrović');
    await within(drawer).findByText('V-0007');
    expect(queryOf(last(orders))).toMatchObject({ CustomerId: '11' });
    expect(within(drawer).getByText('Ženski')).toBeInTheDocument();
    expect(within(drawer).getByText('Na čekanju')).toBeInTheDocument();
    expect(
      (within(drawer).getByText('V-0007').closest('tr')!.textContent ?? '').replace(/\s/g, ' '),
    ).toContain('98.500 RSD');
  });
});
