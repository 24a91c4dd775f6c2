import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentials } from '@/api/credentials';
import { Permissions } from '@/api/permissions';
import { can } from '@/auth/can';
import { adminRoutes } from '@/app/routes';
import { visibleMenu, type MenuEntry } from '@/app/shell/menuModel';
import {
  agentPermissions,
  allPermissions,
  currentUser,
  renderApp,
  sessionHandlers,
  setViewportWidth,
} from './harness';
import { setupMswServer } from '../../setup/msw';

const server = setupMswServer();

const keys = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.key, ...keys(e.children ?? [])]);
const menuFor = (granted: string[]) => keys(visibleMenu(adminRoutes, (required) => can(granted, required)));

describe('route table', () => {
  it('has every admin route of the spec with its permission, none tenant-required', () => {
    const P = Permissions;
    const expected: Record<string, string | undefined> = {
      '/admin': undefined,
      '/tenants': P.Tenants,
      '/users': P.Users,
      '/roles': P.Roles,
      '/profile-settings': P.Users,
      '/orders': P.Orders,
      '/reservation-links': P.ReservationLinkGenerators,
      '/customers': P.Customers,
      '/email-accounts': P.EmailAccounts,
      '/email-types': P.EmailTypes,
      '/email-templates': P.EmailTemplates,
      '/currencies': P.Currencies,
      '/tenant-currencies': P.TenantCurrencies,
      '/bank-accounts': P.BankAccounts,
      '/markets': P.Markets,
      '/payment-providers': P.PaymentProviders,
      '/reservation-providers': P.ReservationProviders,
      '/reservation-provider-markets': P.ReservationProviderMarkets,
      '/bank-transfers': P.BankTransfer,
      '/login-logs': P.LoginLogs,
      '/payment-available-agencies': P.PaymentAvailableAgencies,
      '/transfer-information-settings': P.TransferInformationSettings,
      // Not in the specification's table: the tenant admin's own settings (self-registration, payment after the stay).
      '/tenant-settings': P.TenantSettings,
      '/language-codes': undefined,
      '/cache-management': undefined,
    };
    expect(Object.fromEntries(adminRoutes.map((r) => [r.path, r.permission]))).toEqual(expected);
    expect(adminRoutes.every((r) => r.tenantRequired === false)).toBe(true);
  });
});

describe('side menu filtering', () => {
  it('shows the currencies entry under Pages.Tenants and tenant currencies under Pages.Currencies', () => {
    expect(menuFor([Permissions.Tenants])).toContain('/currencies');
    expect(menuFor([Permissions.Currencies])).not.toContain('/currencies');
    expect(menuFor([Permissions.Currencies])).toContain('/tenant-currencies');
    expect(menuFor([Permissions.TenantCurrencies])).not.toContain('/tenant-currencies');
  });

  it('leaves out entries whose page permission the backend does not define (stock ABP: no Pages.Currencies)', () => {
    const abp = ['Pages.Users', 'Pages.Users.Activation', 'Pages.Roles', 'Pages.Tenants'];
    const menu = keys(visibleMenu(adminRoutes, (required) => can(abp, required, abp), abp));
    expect(menu).toEqual(['/admin', '/tenants', '/users', '/roles', '/language-codes', '/cache-management']);
    // The reference server defines Pages.Currencies: the spec's entry under Pages.Tenants stays.
    expect(keys(visibleMenu(adminRoutes, (required) => can(abp, required), allPermissions))).toContain(
      '/currencies',
    );
  });

  it('gathers the email entries in one group, left out when none is allowed', () => {
    const menu = visibleMenu(adminRoutes, (required) => can([Permissions.EmailTypes], required));
    const group = menu.find((e) => e.key === 'group:email');
    expect(group?.children?.map((c) => c.key)).toEqual(['/email-types']);
    expect(menuFor(agentPermissions)).not.toContain('group:email');
    expect(keys(visibleMenu(adminRoutes, () => true))).toEqual(
      expect.arrayContaining(['group:email', '/email-accounts', '/email-types', '/email-templates']),
    );
  });

  it('gives the agent only the entries its permissions allow', () => {
    expect(menuFor(agentPermissions)).toEqual([
      '/admin',
      '/orders',
      '/reservation-links',
      '/language-codes',
      '/cache-management',
    ]);
    expect(menuFor([])).toEqual(['/admin', '/language-codes', '/cache-management']);
    expect(menuFor(allPermissions)).not.toContain('/profile-settings');
  });

  it('renders the filtered menu as links, the current page marked', async () => {
    setViewportWidth(1280);
    credentials.setToken('agent', true);
    server.use(...sessionHandlers(currentUser(agentPermissions)));
    const { router } = renderApp('/orders');
    // The file's first render loads the app's modules: slow on a busy machine.
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 15_000 });
    await within(nav).findByRole('link', { name: 'Orders' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Reservation links', 'Language codes', 'Cache management']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);

    // The mark follows the route, a record's address included.
    await act(() => router.navigate('/reservation-links'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Reservation links' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/orders/7'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('opens the current group and marks its entry for a user with every permission; the group folds', async () => {
    setViewportWidth(1280);
    credentials.setToken('admin', true);
    server.use(...sessionHandlers(currentUser(allPermissions)));
    renderApp('/email-templates');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const current = await within(nav).findByRole('link', { name: 'Email templates' });
    expect(current).toHaveAttribute('aria-current', 'page');
    const group = within(nav).getByRole('button', { name: 'Email' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Currencies' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email templates' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(breadcrumb).toHaveTextContent('Email');
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Email templates' })).toBeNull();
    await user.click(group);
    expect(within(nav).getByRole('link', { name: 'Email accounts' })).toBeVisible();
  });

  it('on a small screen shows the menu in a drawer that closes on navigation', async () => {
    setViewportWidth(390);
    credentials.setToken('agent', true);
    server.use(...sessionHandlers(currentUser(agentPermissions)));
    const { location } = renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(location().pathname).toBe('/orders'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('keeps keyboard focus in the drawer, closes it on Escape and gives focus back to the menu button', async () => {
    setViewportWidth(390);
    credentials.setToken('agent', true);
    server.use(...sessionHandlers(currentUser(agentPermissions)));
    renderApp('/admin');
    await screen.findByText('Welcome back, Ana!');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    // Focus starts on the first menu entry.
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    // The page behind is out of reach.
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();

    // Tab from the last stop comes back to the first (the close button), Shift+Tab from the first to the last.
    within(drawer).getByRole('link', { name: 'Cache management' }).focus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Cache management' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();

    // The close button and a click beside the panel close it too.
    await user.click(opener);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Main menu' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
    expect(opener).toHaveFocus();
  });
});
