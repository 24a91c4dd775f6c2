import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@/api/types/operations';
import OrdersPage from '@/features/operations/OrdersPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, findDialog, last, setupMswServer, signedInClient } from '../toolkit/harness';

/* Amounts on /orders: typed as the language writes them, compared within one currency, exported as numbers. */

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

function setup(at: string, lng: string) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/services/app/Order/GetOrders', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      const items = [
        order(1, 'V-0001'),
        order(2, 'V-0002', {
          currency: 'RSD',
          amount: '225314.90',
          paidAmount: '0',
          openAmount: '225314.90',
        }),
      ];
      return HttpResponse.json(envelope({ totalCount: items.length, items }));
    }),
  );
  const queryClient = signedInClient({ permissions: ['Pages.Orders'] });
  renderWithRouter(<OrdersPage />, { path: '/orders', initialEntries: [at], queryClient, lng });
  return { seen, ue: userEvent.setup({ pointerEventsCheck: 0, delay: null }) };
}

describe('amounts on /orders', () => {
  it.each([
    {
      lng: 'en',
      typed: '250,000',
      sent: '250000',
      refused: '2,50',
      error: 'Not a valid number. Example: 1,234.56',
    },
    {
      lng: 'de',
      typed: '2.500',
      sent: '2500',
      refused: '2.5',
      error: 'Keine gültige Zahl. Beispiel: 1.234,56',
    },
  ])(
    'the amount range reads $typed in $lng as $sent and refuses $refused with an example',
    async ({ lng, typed, sent, refused, error }) => {
      const { seen, ue } = setup('/orders?currency=EUR', lng);
      await screen.findByText('V-0001');
      const group = screen.getByRole('group', { name: lng === 'de' ? 'Betrag' : 'Amount' });
      const [min] = within(group).getAllByRole('textbox') as HTMLInputElement[];
      await ue.type(min!, `${refused}{Enter}`);
      expect(await within(group).findByRole('alert')).toHaveTextContent(error);
      expect(min!.value).toBe(refused);
      expect(last(seen).get('MinAmount')).toBeNull();

      await ue.clear(min!);
      await ue.type(min!, `${typed}{Enter}`);
      await waitFor(() => expect(last(seen).get('MinAmount')).toBe(sent));
      expect(last(seen).get('Currency')).toBe('EUR');
    },
    30_000,
  );

  it('offers the amount filter and sort only once a currency is chosen, and says so', async () => {
    const { seen } = setup('/orders?amountMin=100&sort=amount.desc', 'en');
    await screen.findByText('V-0001');
    expect(screen.getByText('Amount: choose a currency to filter or sort by it')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Amount/ })).not.toBeInTheDocument();
    await waitFor(() => expect(last(seen).get('Sorting')).toBe('creationTime desc'));
    expect(last(seen).get('MinAmount')).toBeNull();
  });

  it('with a currency chosen, the amount column sorts and the filter is offered', async () => {
    const { seen, ue } = setup('/orders?currency=RSD', 'en');
    await screen.findByText('V-0001');
    expect(screen.getByRole('group', { name: 'Amount' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(last(seen).get('Sorting')).toMatch(/^amount (asc|desc)$/));
  });
});

/** The file's text without its byte-order mark. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blob);
  });

describe('the orders CSV export', () => {
  let downloads: Blob[] = [];
  beforeEach(() => {
    downloads = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      downloads.push(lastBlob!);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { lng: 'en', header: 'Amount,Paid,Currency', rsd: '225314.90,0,RSD', eur: '1250.50,500.00,EUR' },
    { lng: 'de', header: 'Betrag;Bezahlt;Währung', rsd: '225314,90;0;RSD', eur: '1250,50;500,00;EUR' },
  ])(
    'writes amounts as plain numbers with a currency column next to them ($lng)',
    async ({ lng, header, rsd, eur }) => {
      const { ue } = setup('/orders', lng);
      await screen.findByText('V-0001');
      await ue.click(screen.getByText(lng === 'de' ? 'CSV exportieren' : 'Export CSV'));
      const dialog = await findDialog(lng === 'de' ? 'Als CSV exportieren' : 'Export to CSV');
      await ue.click(
        within(dialog)
          .getByText(lng === 'de' ? 'Exportieren' : 'Export', { selector: 'button *' })
          .closest('button')!,
      );
      await waitFor(() => expect(downloads).toHaveLength(1));
      const lines = (await readText(downloads[0]!)).split('\r\n');
      const sep = lng === 'de' ? ';' : ',';
      const cells = (line: string) => line.split(sep);
      const headers = cells(lines[0]!);
      const at = headers.indexOf(header.split(sep)[0]!);
      expect(headers.slice(at, at + 3).join(sep)).toBe(header);
      expect(
        cells(lines[1]!)
          .slice(at, at + 3)
          .join(sep),
      ).toBe(eur);
      expect(
        cells(lines[2]!)
          .slice(at, at + 3)
          .join(sep),
      ).toBe(rsd);
      expect(lines.join('\n')).not.toMatch(/RSD\s?225|€/);
    },
    30_000,
  );
});
