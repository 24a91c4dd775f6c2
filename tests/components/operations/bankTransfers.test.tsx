import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BankTransferDetailDto, BankTransferDto } from '@/api/types/operations';
import BankTransfersPage from '@/features/bank-transfers/BankTransfersPage';
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

const transfer = (id: number, reference: string, over: Partial<BankTransferDto> = {}): BankTransferDto => ({
  id,
  tenantId: 3,
  reference,
  amount: '1250.50',
  currency: 'EUR',
  payerName: 'Ana Petrović',
  payerEmail: 'ana@example.com',
  bankAccountId: 2,
  bankName: 'Raiffeisen banka',
  iban: 'RS35265000003124578848',
  paymentId: 70 + id,
  paymentStatus: 10,
  orderId: 700 + id,
  voucherNo: `BEG-10000${id}`,
  checkInDate: '2026-07-01',
  checkOutDate: '2026-07-08',
  status: 1,
  statusTime: null,
  committedByUserId: null,
  committedByUserName: null,
  expiresAt: '2026-03-04T10:00:00Z',
  creationTime: '2026-03-01T10:00:00Z',
  ...over,
});

const committed = (b: BankTransferDto, by: string): BankTransferDto => ({
  ...b,
  status: 2,
  paymentStatus: 20,
  statusTime: '2026-03-02T09:00:00Z',
  committedByUserId: 9,
  committedByUserName: by,
  expiresAt: null,
});

const ALREADY =
  "This bank transfer is already 'successful': only a pending transfer can be committed, and only once.";

/**
 * A fake BankTransfer service: the list and one transfer from `rows`, and a commit that answers after `delay`
 * ms; `otherStaffFirst` commits the transfer "elsewhere" and refuses, as the server does when it lost the race.
 */
function setup({
  at = '/bank-transfers',
  lng = 'en',
  tenantId = 3 as number | null,
  permissions = ['Pages.BankTransfer', 'Pages.Orders'],
  otherStaffFirst = false,
} = {}) {
  let rows = [
    transfer(1, 'BT-BEG-100001-1'),
    transfer(2, 'BT-BEG-100002-1', { status: 3, amount: '98500', currency: 'RSD', expiresAt: null }),
  ];
  const seen: URLSearchParams[] = [];
  const commits: unknown[] = [];
  server.use(
    http.get('*/api/services/app/BankTransfer/GetAll', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope({ totalCount: rows.length, items: rows }));
    }),
    http.get('*/api/services/app/BankTransfer/GetBankTransfer', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('Id'));
      const row = rows.find((r) => r.id === id)!;
      const detail: BankTransferDetailDto = {
        ...row,
        history:
          row.status === 2
            ? [
                {
                  id: 1,
                  entityType: 'BankTransfer',
                  entityId: id,
                  action: 'Committed',
                  changes: { status: [1, 2] },
                  userId: 9,
                  userName: row.committedByUserName,
                  reason: null,
                  creationTime: '2026-03-02T09:00:00Z',
                },
              ]
            : [],
      };
      return HttpResponse.json(envelope(detail));
    }),
    http.get('*/api/services/app/Tenant/GetAll', () =>
      HttpResponse.json(
        envelope({
          totalCount: 1,
          items: [{ id: 3, tenancyName: 'serbia', name: 'Serbia', isActive: true }],
        }),
      ),
    ),
    http.post('*/api/services/app/BankTransfer/BankTransferCommit', async ({ request }) => {
      const body = (await request.json()) as { id: number };
      commits.push(body);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const row = rows.find((r) => r.id === body.id)!;
      rows = rows.map((r) => (r.id === body.id ? committed(r, otherStaffFirst ? 'mila' : 'admin') : r));
      if (otherStaffFirst)
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [{ message: ALREADY, members: ['id'] }]),
          { status: 400 },
        );
      return HttpResponse.json(envelope(committed(row, 'admin')));
    }),
  );
  const queryClient = signedInClient({ permissions, tenantId });
  const view = renderWithRouter(<BankTransfersPage />, {
    path: '/bank-transfers',
    initialEntries: [at],
    queryClient,
    lng,
    records: true,
  });
  return { ...view, seen, commits };
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const row = (reference: string) => screen.getByText(reference).closest('tr')!;
const commitButton = (reference: string) =>
  within(row(reference)).queryByRole('button', { name: `Commit: ${reference}` });

describe('/bank-transfers', () => {
  it('sends every filter of the URL under the spec’s names, amounts exactly as typed', async () => {
    const { seen } = setup({
      at:
        '/bank-transfers?q=ana&status=1,3&email=ana%40ex&currency=EUR&exactAmount=1250.50' +
        '&amountMin=10.50&amountMax=2000.0001&creationDateFrom=2026-03-01&creationDateTo=2026-03-31',
    });
    await screen.findByText('BT-BEG-100001-1');
    expect(queryOf(last(seen))).toMatchObject({
      Keyword: 'ana',
      Status: '1,3',
      Email: 'ana@ex',
      Currency: 'EUR',
      Amount: '1250.50',
      MinAmount: '10.50',
      MaxAmount: '2000.0001',
      StartCreationDate: new Date('2026-03-01T00:00:00').toISOString(),
      EndCreationDate: new Date('2026-03-31T23:59:59.999').toISOString(),
      Sorting: 'creationTime desc',
    });
  });

  it('writes a chosen filter into the URL, and drops an amount that is not a decimal', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { router, seen } = setup({ at: '/bank-transfers?exactAmount=12e3' });
    await screen.findByText('BT-BEG-100001-1');
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({}));
    expect(last(seen).get('Amount')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Status: all' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ status: '1' }));
    await waitFor(() => expect(last(seen).get('Status')).toBe('1'));
  });

  it('takes an exact amount as German writes it once a currency is chosen, and says so before', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { seen } = setup({ lng: 'de', at: '/bank-transfers?exactAmount=1250.50' });
    await screen.findByText('BT-BEG-100001-1');
    expect(
      screen.getByText('Betrag: Wählen Sie eine Währung, um danach zu filtern oder zu sortieren'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Genauer Betrag' })).not.toBeInTheDocument();
    await waitFor(() => expect(last(seen).get('Amount')).toBeNull());

    const currency = screen.getByRole('searchbox', { name: 'Währung' });
    await user.type(currency, 'EUR{Enter}');
    const exact = await screen.findByRole('textbox', { name: 'Genauer Betrag' });
    await user.type(exact, '1.250,50{Enter}');
    await waitFor(() => expect(last(seen).get('Amount')).toBe('1250.50'));
    expect(last(seen).get('Currency')).toBe('EUR');
  });

  it('gives the host a tenant column and filter (TenantId)', async () => {
    const { seen } = setup({
      tenantId: null,
      permissions: ['Pages.BankTransfer', 'Pages.Tenants'],
      at: '/bank-transfers?tenantId=3',
    });
    await screen.findByText('BT-BEG-100001-1');
    await waitFor(() => expect(within(row('BT-BEG-100001-1')).getByText('Serbia')).toBeInTheDocument());
    expect(last(seen).get('TenantId')).toBe('3');
  });

  it('shows statuses translated and money per language; only a pending transfer offers Commit', async () => {
    setup({ lng: 'sr' });
    await screen.findByText('BT-BEG-100001-1');
    expect(within(row('BT-BEG-100001-1')).getByText('Na čekanju')).toBeInTheDocument();
    expect(text(row('BT-BEG-100001-1'))).toContain('1.250,50 €');
    expect(within(row('BT-BEG-100002-1')).getByText('Isteklo vreme')).toBeInTheDocument();
    expect(text(row('BT-BEG-100002-1'))).toContain('98.500 RSD');
    expect(within(row('BT-BEG-100001-1')).getByRole('button', { name: /Potvrdi/ })).toBeInTheDocument();
    expect(within(row('BT-BEG-100002-1')).queryByRole('button', { name: /Potvrdi/ })).toBeNull();
  });

  it('commits after a confirmation naming amount and account; the row then shows Successful', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { commits } = setup();
    await screen.findByText('BT-BEG-100001-1');
    await user.click(commitButton('BT-BEG-100001-1')!);
    const dialog = await findDialog('Commit bank transfer BT-BEG-100001-1?');
    expect(text(dialog)).toContain('€1,250.50');
    expect(text(dialog)).toContain('Raiffeisen banka (RS35265000003124578848)');
    expect(commits).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
    expect(
      await screen.findByText('Bank transfer BT-BEG-100001-1 committed: its payment succeeded.'),
    ).toBeVisible();
    expect(commits).toEqual([{ id: 1 }]);
    await waitFor(() => expect(within(row('BT-BEG-100001-1')).getByText('Successful')).toBeInTheDocument());
    expect(commitButton('BT-BEG-100001-1')).toBeNull();
  });

  it('sends one commit for a double click on Commit and on OK', async () => {
    const { commits } = setup();
    await screen.findByText('BT-BEG-100001-1');
    const button = commitButton('BT-BEG-100001-1')!;
    fireEvent.click(button);
    fireEvent.click(button);
    await findDialog('Commit bank transfer BT-BEG-100001-1?');
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    const ok = within(await findDialog('Commit bank transfer BT-BEG-100001-1?')).getByRole('button', {
      name: 'Commit',
    });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await screen.findByText('Bank transfer BT-BEG-100001-1 committed: its payment succeeded.');
    await waitFor(() => expect(within(row('BT-BEG-100001-1')).getByText('Successful')).toBeInTheDocument());
    expect(commits).toHaveLength(1);
  });

  it('shows why when another staff member committed first, and refreshes the row to Successful', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { commits } = setup({ otherStaffFirst: true });
    await screen.findByText('BT-BEG-100001-1');
    await user.click(commitButton('BT-BEG-100001-1')!);
    const dialog = await findDialog('Commit bank transfer BT-BEG-100001-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('Bank transfer BT-BEG-100001-1 was not committed')).toBeVisible();
    expect(screen.getByText(ALREADY)).toBeVisible();
    await waitFor(() => expect(within(row('BT-BEG-100001-1')).getByText('Successful')).toBeInTheDocument());
    expect(commitButton('BT-BEG-100001-1')).toBeNull();
    expect(commits).toHaveLength(1);
  });

  it('opens a transfer from its address with payer, account, the order link and, once committed, its history', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    setup({ at: '/bank-transfers/1' });
    const drawer = await findDialog('Bank transfer BT-BEG-100001-1');
    await waitFor(() => expect(text(drawer)).toContain('RS35265000003124578848'));
    expect(within(drawer).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Order BEG-100001' })).toHaveAttribute(
      'href',
      '/orders/701',
    );
    // The drawer's footer button (the rows' buttons are named after their transfer).
    await user.click(screen.getByRole('button', { name: /Commit$/ }));
    const dialog = await findDialog('Commit bank transfer BT-BEG-100001-1?');
    await user.click(within(dialog).getByRole('button', { name: 'Commit' }));
    await within(drawer).findByText('Committed: Bank transfer #1');
    expect(within(drawer).getAllByText('Successful').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Commit$/ })).toBeNull();
  });
});
