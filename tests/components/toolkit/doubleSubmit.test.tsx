import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TenantDto } from '@/api/types/identity';
import TenantsPage from '@/features/tenants/TenantsPage';
import { renderWithRouter } from '../../setup/render';
import { fill } from '../../setup/msw';
import { envelope, findDialog, pagedHandler, setupMswServer, signedInClient } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const all = ['Pages.Users', 'Pages.Users.Create', 'Pages.Users.Edit', 'Pages.Users.Delete'];
/** Answers after a pause, as a real server does: long enough for a second click to arrive. */
const slowly = () => new Promise((resolve) => setTimeout(resolve, 150));

function setup() {
  let rows: Thing[] = ['Alpha', 'Beta', 'Gamma'].map((name, i) => ({
    id: i + 1,
    name,
    note: '',
    amount: i,
    isPaid: false,
  }));
  const calls: string[] = [];
  server.use(
    pagedHandler('Thing/GetAll', () => rows, []),
    http.post('*/api/services/app/Thing/Create', async ({ request }) => {
      calls.push(`Create ${JSON.stringify(await request.json())}`);
      await slowly();
      return HttpResponse.json(envelope({ id: 9 }));
    }),
    http.delete('*/api/services/app/Thing/Delete', async ({ request }) => {
      const id = new URL(request.url).searchParams.get('Id');
      calls.push(`Delete ${id}`);
      await slowly();
      rows = rows.filter((r) => String(r.id) !== id);
      return HttpResponse.json(envelope(null));
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<ThingsPage />, {
    path: '/things',
    queryClient: signedInClient({ permissions: all }),
  });
  return { ...view, user, calls };
}

const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('a double click sends one request', () => {
  it('Save in a form: two clicks in the same instant, then Enter, create one record', async () => {
    const { user, calls } = setup();
    await screen.findByText('Alpha');
    await user.click(button(document.body, 'New thing'));
    const drawer = await findDialog('New thing');
    await fill(user, within(drawer).getByLabelText('Name'), 'Omega');
    const save = button(drawer, 'Save');
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.submit(drawer.querySelector('form')!);
    expect(await screen.findByText('Saved “Omega”')).toBeInTheDocument();
    expect(calls).toEqual(['Create {"name":"Omega"}']);
  });

  it('a failed validation releases the guard: the corrected form can be sent', async () => {
    const { user, calls } = setup();
    await screen.findByText('Alpha');
    await user.click(button(document.body, 'New thing'));
    const drawer = await findDialog('New thing');
    await user.click(button(drawer, 'Save'));
    expect(await within(drawer).findByText('This field is required.')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Name'), 'Omega');
    await user.dblClick(button(drawer, 'Save'));
    expect(await screen.findByText('Saved “Omega”')).toBeInTheDocument();
    expect(calls).toEqual(['Create {"name":"Omega"}']);
  });

  it('a row action: one confirmation, and its button deletes once', async () => {
    const { user, calls } = setup();
    await screen.findByText('Beta');
    await user.dblClick(screen.getByLabelText('Delete: Beta'));
    const confirm = await findDialog('Delete “Beta”?');
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    await user.dblClick(button(confirm, 'Delete'));
    expect(await screen.findByText('Deleted “Beta”')).toBeInTheDocument();
    expect(calls).toEqual(['Delete 2']);
  });

  it('a bulk action: one confirmation, one run, each record deleted once', async () => {
    const { user, calls } = setup();
    await screen.findByText('Alpha');
    for (const name of ['Alpha', 'Gamma']) await user.click(screen.getByLabelText(name));
    const region = screen.getByRole('region', { name: 'Selected rows' });
    await user.dblClick(button(region, 'Delete selected'));
    const confirm = await findDialog('Delete 2 records?');
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    await user.dblClick(button(confirm, 'Delete'));
    const progress = await findDialog('Deleting');
    await waitFor(() => expect(progress).toHaveTextContent('2 deleted, 0 failed'));
    expect(calls).toEqual(['Delete 1', 'Delete 3']);
  });

  it('an activation switch: a double click changes the tenant once', async () => {
    const tenant: TenantDto = { id: 4, tenancyName: 'north', name: 'North', isActive: false };
    const updates: unknown[] = [];
    server.use(
      pagedHandler('Tenant/GetAll', () => [tenant], []),
      http.put('*/api/services/app/Tenant/Update', async ({ request }) => {
        updates.push(await request.json());
        await slowly();
        return HttpResponse.json(envelope({ ...tenant, isActive: true }));
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderWithRouter(<TenantsPage />, {
      path: '/tenants',
      queryClient: signedInClient({ tenantId: null, permissions: ['Pages.Tenants', 'Pages.Tenants.Edit'] }),
    });
    await user.dblClick(await screen.findByRole('switch', { name: 'Active: North' }));
    expect(await screen.findByText('North is active')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 4, tenancyName: 'north', name: 'North', isActive: true }]);
    // The second click did not ask to switch it off again.
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
  });
});
