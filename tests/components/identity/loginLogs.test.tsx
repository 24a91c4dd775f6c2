import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LoginLogDto } from '@/api/types/identity';
import LoginLogsPage from '@/features/login-logs/LoginLogsPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, last, pagedHandler, queryOf, signedInClient, setupMswServer } from '../toolkit/harness';

const server = setupMswServer();

/** The filter select (the sortable column header carries the same label, as a button). */
const combobox = (label: string) => screen.queryByRole('combobox', { name: label });

const log = (id: number, result: string, extra: Partial<LoginLogDto> = {}): LoginLogDto => ({
  id,
  tenantId: 3,
  tenancyName: 'serbia',
  userId: 5,
  userNameOrEmailAddress: `user${id}`,
  clientIpAddress: `10.0.0.${id}`,
  browserInfo: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  result,
  isSuccess: result === 'Success',
  creationTime: `2026-04-0${id}T08:30:00Z`,
  ...extra,
});

const logs = [
  log(1, 'Success'),
  log(2, 'InvalidPassword'),
  log(3, 'LockedOut', { tenantId: null, tenancyName: null }),
];

function setup(tenantId: number | null, lng = 'en') {
  const seen: URLSearchParams[] = [];
  server.use(
    pagedHandler('Log/GetLoginLogs', () => logs, seen),
    http.get('*/api/services/app/Tenant/GetAll', () =>
      HttpResponse.json(
        envelope({
          totalCount: 1,
          items: [{ id: 3, tenancyName: 'serbia', name: 'Srbija', isActive: true }],
        }),
      ),
    ),
  );
  const permissions = ['Pages.Logs.LoginLogs', ...(tenantId === null ? ['Pages.Tenants'] : [])];
  const queryClient = signedInClient({ tenantId, permissions });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, seen, ...renderWithRouter(<LoginLogsPage />, { path: '/login-logs', queryClient, lng }) };
}

describe('/login-logs', () => {
  it('shows translated results, newest first, with the tenant column for the host', async () => {
    const { seen } = setup(null);
    await screen.findByText('user2');
    expect(within(screen.getByText('user2').closest('tr')!).getByText('Wrong password')).toBeInTheDocument();
    expect(within(screen.getByText('user3').closest('tr')!).getByText('Host')).toBeInTheDocument();
    expect(combobox('Tenant')).not.toBeNull();
    expect(queryOf(last(seen))).toEqual({
      Sorting: 'creationTime desc',
      SkipCount: '0',
      MaxResultCount: '10',
    });
  });

  it('filters by tenant (the host) and by result', async () => {
    const { user, seen, router } = setup(null);
    await screen.findByText('user2');
    await screen.findByRole('option', { name: 'Srbija (serbia)' });
    await user.selectOptions(combobox('Tenant')!, 'Srbija (serbia)');
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ tenantId: '3' }));
    await waitFor(() => expect(queryOf(last(seen))).toMatchObject({ TenantId: '3' }));
    await user.selectOptions(combobox('Result')!, 'Failed');
    await waitFor(() =>
      expect(queryOf(router.state.location.search)).toEqual({ tenantId: '3', isSuccess: 'false' }),
    );
    await waitFor(() => expect(queryOf(last(seen))).toMatchObject({ TenantId: '3', IsSuccess: 'false' }));
  });

  it('hides the tenant column and filter from a tenant user', async () => {
    setup(3);
    await screen.findByText('user2');
    expect(combobox('Tenant')).toBeNull();
    // Time, user, IP, browser, result and the actions: no tenant column.
    expect(document.querySelectorAll('thead th')).toHaveLength(6);
  });

  it('reads well in Macedonian', async () => {
    setup(3, 'mk');
    await screen.findByText('user2');
    expect(screen.getByText('Погрешна лозинка')).toBeInTheDocument();
  });
});

describe('/login-logs with a hand-edited URL', () => {
  it('ignores a tenant id that is not a number instead of showing an error', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      pagedHandler('Log/GetLoginLogs', () => logs, seen),
      http.get('*/api/services/app/Tenant/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 0, items: [] })),
      ),
    );
    const queryClient = signedInClient({
      tenantId: null,
      permissions: ['Pages.Logs.LoginLogs', 'Pages.Tenants'],
    });
    renderWithRouter(<LoginLogsPage />, {
      path: '/login-logs',
      initialEntries: ['/login-logs?tenantId=abc&creationDateFrom=2026-99-01'],
      queryClient,
    });
    await screen.findByText('user2');
    const sent = queryOf(last(seen));
    expect(sent.TenantId).toBeUndefined();
    expect(sent.StartCreationDate).toBeUndefined();
  });
});
