import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TenantDto } from '@/api/types/identity';
import TenantsPage from '@/features/tenants/TenantsPage';
import { renderWithRouter } from '../../setup/render';
import {
  envelope,
  findDialog,
  pagedHandler,
  queryOf,
  signedInClient,
  setupMswServer,
} from '../toolkit/harness';

const server = setupMswServer();

const tenants: TenantDto[] = [
  { id: 1, tenancyName: 'Default', name: 'Default', isActive: true },
  { id: 3, tenancyName: 'serbia', name: 'Putovanja Srbija', isActive: true },
  { id: 9, tenancyName: 'closed', name: 'Closed Travel', isActive: false },
];

function setup(
  permissions = ['Pages.Tenants', 'Pages.Tenants.Create', 'Pages.Tenants.Edit', 'Pages.Tenants.Delete'],
) {
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Tenant/GetAll', () => tenants, seen));
  const queryClient = signedInClient({ tenantId: null, permissions });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, seen, ...renderWithRouter(<TenantsPage />, { path: '/tenants', queryClient }) };
}

const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('/tenants', () => {
  it('toggles a tenant active from the list', async () => {
    const { user } = setup();
    let body: unknown = null;
    server.use(
      http.put('*/api/services/app/Tenant/Update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope(body));
      }),
    );
    await screen.findByText('Putovanja Srbija');
    const toggle = screen.getByRole('switch', { name: 'Active: Putovanja Srbija' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    // Locking out a whole tenant asks first.
    const confirm = await findDialog('Deactivate Putovanja Srbija?');
    expect(body).toBeNull();
    await user.click(button(confirm, 'Deactivate'));
    expect(
      await screen.findByText('Putovanja Srbija is inactive; its users cannot sign in'),
    ).toBeInTheDocument();
    expect(body).toEqual({ id: 3, tenancyName: 'serbia', name: 'Putovanja Srbija', isActive: false });
  });

  it('checks the tenancy name before creating and sends the admin email', async () => {
    const { user } = setup();
    let body: unknown = null;
    server.use(
      http.post('*/api/services/app/Tenant/Create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          envelope({
            id: 10,
            tenancyName: 'acme',
            name: 'Acme',
            isActive: true,
            adminPassword: 'Gen3rated-Once!',
          }),
        );
      }),
    );
    await screen.findByText('Closed Travel');
    await user.click(button(document.body, 'New tenant'));
    const drawer = await findDialog('New tenant');
    expect(drawer).toHaveTextContent('a user “admin” with this password');
    expect(drawer).not.toHaveTextContent('123qwe');
    await user.type(within(drawer).getByLabelText('Tenancy name'), '1acme');
    await user.type(within(drawer).getByLabelText('Name'), 'Acme');
    await user.type(within(drawer).getByLabelText('Admin email address'), 'boss@acme');
    await user.click(button(drawer, 'Save'));
    await waitFor(() => expect(drawer).toHaveTextContent('Start with a letter'));
    await waitFor(() => expect(drawer).toHaveTextContent('Enter a valid email address.'));
    expect(body).toBeNull();
    const name = within(drawer).getByLabelText('Tenancy name');
    await user.clear(name);
    await user.type(name, 'acme');
    await user.type(within(drawer).getByLabelText('Admin email address'), '.com');
    await user.click(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “Acme”')).toBeInTheDocument();
    expect(body).toEqual({
      tenancyName: 'acme',
      name: 'Acme',
      adminEmailAddress: 'boss@acme.com',
      isActive: true,
    });
    // No password typed: the server generated one, shown once with a copy button.
    const shown = await findDialog('Password of the admin of Acme');
    expect(shown).toHaveTextContent('Gen3rated-Once!');
    expect(within(shown).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    await user.click(button(shown, 'I have copied it'));
    await waitFor(() => expect(screen.queryByText('Gen3rated-Once!')).not.toBeInTheDocument());
  });

  it('filters by status and shows tags instead of switches without the edit permission', async () => {
    const { seen } = setup(['Pages.Tenants']);
    await screen.findByText('Closed Travel');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText('New tenant')).not.toBeInTheDocument();
    expect(
      within(screen.getByText('Closed Travel').closest('tr')!).getByText('Inactive'),
    ).toBeInTheDocument();
    expect(queryOf(seen[0]!)).toEqual({ SkipCount: '0', MaxResultCount: '10' });
  });
});
