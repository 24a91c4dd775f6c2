import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Permissions } from '@/api/permissions';
import type { DashboardStatisticsDto } from '@/api/types/dashboard';
import DashboardPage from '@/app/pages/DashboardPage';
import { detailValue, renderWithRouter } from '../../setup/render';
import { envelope, queryOf, setupMswServer, signedInClient } from '../toolkit/harness';

const server = setupMswServer();
const P = Permissions;

const days = (n: number, start = '2026-10-27') =>
  Array.from({ length: n }, (_, i) => ({
    day: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    orderCount: i % 5,
  }));

const statistics = (over: Partial<DashboardStatisticsDto> = {}): DashboardStatisticsDto => ({
  tenantId: 3,
  days: 30,
  timeZone: 'UTC',
  firstDay: '2026-10-27',
  since: '2026-10-27T00:00:00.000Z',
  computedAt: '2026-11-25T10:00:00.000Z',
  orders: {
    orderCount: 1234,
    revenue: [
      { currency: 'RSD', orderCount: 1000, amount: '1234567.00', paidAmount: '1000000.50' },
      { currency: 'EUR', orderCount: 200, amount: '12345.60', paidAmount: '345.60' },
      { currency: 'MKD', orderCount: 30, amount: '98500.00', paidAmount: '0.00' },
    ],
    ordersPerDay: days(30),
    paymentsByStatus: [
      { status: 0, count: 3 },
      { status: 10, count: 4 },
      { status: 50, count: 1 },
      { status: 20, count: 120 },
      { status: 30, count: 8 },
      { status: 40, count: 2 },
      { status: 60, count: 0 },
    ],
    finishedPayments: 130,
    succeededPayments: 120,
    paymentSuccessRate: 0.9231,
  },
  bankTransfers: {
    pendingCount: 5,
    pendingAmounts: [
      { currency: 'EUR', count: 2, amount: '300.00' },
      { currency: 'RSD', count: 3, amount: '45000.00' },
    ],
  },
  ...over,
});

/** Answers Dashboard/GetStatistics with `answer()` and records every query it was called with. */
function dashboardHandler(answer: () => Response) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get('*/api/services/app/Dashboard/GetStatistics', ({ request }) => {
      seen.push(queryOf(new URL(request.url).search));
      return answer();
    }),
  );
  return seen;
}

const ok = (dto: DashboardStatisticsDto) => () => HttpResponse.json(envelope(dto));

/** An answer held back until `release()`. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { held: promise, release: () => release() };
}

/** Text as people read it: Intl's narrow and non-breaking spaces as plain spaces. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const byText = (text: string) => (_: string, element: Element | null) =>
  plain(element?.textContent) === text &&
  Array.from(element?.children ?? []).every((child) => plain(child.textContent) !== text);

const render = (
  options: { permissions?: string[]; tenantId?: number | null; lng?: string; path?: string } = {},
) =>
  renderWithRouter(<DashboardPage />, {
    path: '/admin',
    initialEntries: [options.path ?? '/admin'],
    lng: options.lng,
    queryClient: signedInClient({
      tenantId: options.tenantId === undefined ? 3 : options.tenantId,
      permissions: options.permissions ?? [P.Orders, P.BankTransfer, P.Users],
    }),
  });

describe('the dashboard', () => {
  it('shows the tenant’s figures from the server, money exact per currency in English', async () => {
    const seen = dashboardHandler(ok(statistics()));
    render();
    expect(await screen.findByText(byText('1,234'))).toBeInTheDocument();
    expect(screen.getByText(byText('RSD 1,234,567.00'))).toBeInTheDocument();
    expect(screen.getByText(byText('€12,345.60'))).toBeInTheDocument();
    expect(screen.getByText(byText('MKD 98,500.00'))).toBeInTheDocument();
    expect(screen.getByText('1,000 orders, paid RSD 1,000,000.50')).toBeInTheDocument();
    expect(screen.getByText(byText('92.3%'))).toBeInTheDocument();
    expect(screen.getByText('120 of 130 completed payments succeeded')).toBeInTheDocument();
    // Pending transfers: the count, the amounts, and the link to the pending ones.
    const pending = screen.getByRole('group', { name: 'Pending bank transfers' });
    expect(within(pending).getByText(byText('5'))).toBeInTheDocument();
    expect(within(pending).getByText(byText('€300.00'))).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Open pending transfers' })).toHaveAttribute(
      'href',
      '/bank-transfers?status=1',
    );
    // The charts: orders per day (a titled image and its data table) and payments by status (a table).
    expect(
      screen.getByRole('img', { name: /Orders per day over the last 30 days: 60 in all/ }),
    ).toBeInTheDocument();
    // The charts are the sections of the figures, each under its heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Orders per day',
      'Payments by status',
    ]);
    const perDay = screen.getByRole('table', { name: 'Orders per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    const succeeded = screen.getByRole('rowheader', { name: 'Succeeded' }).closest('tr')!;
    expect(within(succeeded).getByText('120')).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    // A tenant user sends no TenantId; days are counted in the browser's time zone.
    expect(seen[0]).toMatchObject({ Days: '30' });
    expect(seen[0]!.TimeZone).toBeTruthy();
    expect(seen[0]).not.toHaveProperty('TenantId');
    expect(screen.queryByLabelText('Tenant')).toBeNull();
  });

  it('formats the money per language: Serbian in Latin script, German, Macedonian', async () => {
    dashboardHandler(ok(statistics()));
    const { unmount } = render({ lng: 'sr' });
    expect(await screen.findByText(byText('1.234.567,00 RSD'))).toBeInTheDocument();
    expect(screen.getByText(byText('12.345,60 €'))).toBeInTheDocument();
    expect(screen.getByText('Porudžbine po danu', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText(byText('92,3%'))).toBeInTheDocument();
    unmount();

    render({ lng: 'de' });
    expect(await screen.findByText(byText('1.234'))).toBeInTheDocument();
    expect(screen.getByText(byText('12.345,60 €'))).toBeInTheDocument();
    expect(screen.getByText('Offene Banküberweisungen')).toBeInTheDocument();
  });

  it('lets the host see every tenant or pick one, sending TenantId', async () => {
    const seen = dashboardHandler(ok(statistics({ tenantId: null })));
    server.use(
      http.get('*/api/services/app/Tenant/GetAll', () =>
        HttpResponse.json(
          envelope({
            totalCount: 2,
            items: [
              { id: 3, tenancyName: 'serbia', name: 'Serbia', isActive: true },
              { id: 4, tenancyName: 'macedonia', name: 'North Macedonia', isActive: true },
            ],
          }),
        ),
      ),
    );
    const { router } = render({ tenantId: null, permissions: [P.Orders, P.BankTransfer, P.Tenants] });
    await screen.findByText(byText('1,234'));
    expect(seen[0]).not.toHaveProperty('TenantId');
    const picker = screen.getByRole('combobox', { name: 'Tenant' });
    expect(picker).toHaveValue('all');
    await within(picker).findByRole('option', { name: 'North Macedonia (macedonia)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tenants', 'Serbia (serbia)', 'North Macedonia (macedonia)']);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.selectOptions(picker, 'North Macedonia (macedonia)');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ TenantId: '4' }));
    expect(router.state.location.search).toBe('?tenantId=4');

    // Back to every tenant: no TenantId, and none in the address.
    await user.selectOptions(picker, 'All tenants');
    await waitFor(() => expect(seen.at(-1)).not.toHaveProperty('TenantId'));
    expect(router.state.location.search).toBe('');
  });

  it('shows the welcome and links, without an error or a redirect, when the backend has no dashboard (404)', async () => {
    const seen = dashboardHandler(() => new HttpResponse(null, { status: 404 }));
    const { router } = render();
    expect(await screen.findByRole('heading', { name: 'Where to go' })).toBeInTheDocument();
    // The page says why there are no figures (issue 26), as news of the page, not as an error.
    expect(screen.getByRole('status')).toHaveTextContent(
      'The figures are not available: this server does not offer the dashboard’s statistics.',
    );
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/users');
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(detailValue(account, 'User name')).toHaveTextContent('admin');
    expect(screen.getByRole('group', { name: 'Granted permissions' })).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.ant-message, .ant-notification')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
    // Asked once, not again every 30 seconds.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it('asks nothing of a user who may see no figures, and shows them where they can go', async () => {
    const seen = dashboardHandler(ok(statistics()));
    render({ permissions: [P.Users, P.Roles] });
    expect(await screen.findByRole('heading', { name: 'Where to go' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Roles/ })).toHaveAttribute('href', '/roles');
    expect(screen.queryByRole('link', { name: /Orders/ })).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('shows only the pending transfers to a user with Pages.BankTransfer alone', async () => {
    dashboardHandler(ok(statistics({ orders: null })));
    render({ permissions: [P.BankTransfer] });
    expect(await screen.findByText('Pending bank transfers')).toBeInTheDocument();
    expect(screen.queryByText('Payment success rate')).toBeNull();
    expect(screen.queryByRole('img', { name: /Orders per day/ })).toBeNull();
  });

  it('refreshes the figures without a reload', async () => {
    let current = statistics();
    dashboardHandler(() => HttpResponse.json(envelope(current)));
    render();
    await screen.findByText(byText('1,234'));
    current = statistics({ orders: { ...statistics().orders!, orderCount: 1240 } });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText(byText('1,240'))).toBeInTheDocument();
  });

  it('refreshes every 30 seconds, and when the tab gets the focus again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let current = statistics();
      const seen = dashboardHandler(() => HttpResponse.json(envelope(current)));
      render();
      await screen.findByText(byText('1,234'));
      current = statistics({ orders: { ...statistics().orders!, orderCount: 1300 } });
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(seen).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(await screen.findByText(byText('1,300'))).toBeInTheDocument();

      current = statistics({ orders: { ...statistics().orders!, orderCount: 1400 } });
      act(() => focusManager.setFocused(false));
      act(() => focusManager.setFocused(true));
      expect(await screen.findByText(byText('1,400'))).toBeInTheDocument();
      expect(seen).toHaveLength(3);
    } finally {
      focusManager.setFocused(undefined);
      vi.useRealTimers();
    }
  });

  it('shows a translated error and keeps the page when the figures fail', async () => {
    dashboardHandler(() =>
      HttpResponse.json(
        { success: false, error: { code: 0, message: 'Boom', details: null }, __abp: true, result: null },
        { status: 500 },
      ),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded. They will be tried again shortly.');
    expect(alert).toHaveTextContent('Boom');
    // The page stays: the welcome, the refresh button.
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeInTheDocument();
  });

  it('shows a busy placeholder while the figures load', async () => {
    const gate = held();
    server.use(
      http.get('*/api/services/app/Dashboard/GetStatistics', async () => {
        await gate.held;
        return HttpResponse.json(envelope(statistics()));
      }),
    );
    render();
    const placeholder = await screen.findByRole('status');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveTextContent('Loading…');
    gate.release();
    await screen.findByText(byText('1,234'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('orders charged after a cancellation (issue 26)', () => {
  it('are counted in a card linking to those orders, and the card is absent when the server sends no count', async () => {
    const base = statistics();
    dashboardHandler(ok({ ...base, orders: { ...base.orders!, chargedAfterCancelCount: 2 } }));
    const { unmount } = render();
    const card = await screen.findByRole('group', { name: 'Charged after cancellation' });
    expect(within(card).getByText(byText('2'))).toBeInTheDocument();
    expect(within(card).getByText('Refund due to the payer')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open these orders' })).toHaveAttribute(
      'href',
      '/orders?chargedAfterCancel=true',
    );
    unmount();
    // A stock backend: no count, no card, the rest as always.
    dashboardHandler(ok(statistics()));
    render();
    expect(await screen.findByText(byText('1,234'))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Charged after cancellation' })).not.toBeInTheDocument();
  });
});
