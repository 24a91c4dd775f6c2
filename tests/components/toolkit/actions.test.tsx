import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, findDialog, pagedHandler, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const names = ['Alpha', 'Beta', 'Gamma', 'Delta'];
let rows: Thing[] = [];

function setup(permissions: string[]) {
  rows = names.map((name, i) => ({ id: i + 1, name, note: '', amount: i, isPaid: false }));
  server.use(pagedHandler('Thing/GetAll', () => rows, []));
  const queryClient = signedInClient({ permissions });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, ...renderWithRouter(<ThingsPage />, { path: '/things', queryClient }) };
}

const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button')!;

describe('permission-hidden actions', () => {
  it('shows no create, edit, delete or selection without the finer permissions', async () => {
    setup(['Pages.Users']);
    await screen.findByText('Alpha');
    expect(screen.queryByText('New thing')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Edit: Alpha')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: Alpha')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // Export and column settings need no permission beyond the page's.
    expect(screen.getByText('Export CSV')).toBeInTheDocument();
  });

  it('shows each action only with its own permission', async () => {
    setup(['Pages.Users', 'Pages.Users.Edit']);
    await screen.findByText('Alpha');
    expect(screen.getByLabelText('Edit: Alpha')).toBeInTheDocument();
    expect(screen.queryByLabelText('Delete: Alpha')).not.toBeInTheDocument();
    expect(screen.queryByText('New thing')).not.toBeInTheDocument();
  });
});

describe('delete', () => {
  it('confirms with the record named, deletes and refreshes', async () => {
    const { user } = setup(['Pages.Users', 'Pages.Users.Delete']);
    let deleted: string | null = null;
    server.use(
      http.delete('*/api/services/app/Thing/Delete', ({ request }) => {
        deleted = new URL(request.url).searchParams.get('Id');
        rows = rows.filter((r) => String(r.id) !== deleted);
        return HttpResponse.json(envelope(null));
      }),
    );
    await screen.findByText('Beta');
    await user.click(screen.getByLabelText('Delete: Beta'));
    const confirm = await findDialog('Delete “Beta”?');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(button(confirm, 'Delete'));
    expect(await screen.findByText('Deleted “Beta”')).toBeInTheDocument();
    expect(deleted).toBe('2');
    await waitFor(() => expect(screen.queryByText('Beta')).not.toBeInTheDocument());
  });

  it('bulk-deletes the selected rows with progress and lists the failures with their reasons', async () => {
    const { user } = setup(['Pages.Users', 'Pages.Users.Delete']);
    server.use(
      http.delete('*/api/services/app/Thing/Delete', async ({ request }) => {
        const id = new URL(request.url).searchParams.get('Id');
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (id === '3')
          return HttpResponse.json(errorEnvelope('Gamma is used by 2 orders.'), { status: 500 });
        rows = rows.filter((r) => String(r.id) !== id);
        return HttpResponse.json(envelope(null));
      }),
    );
    await screen.findByText('Alpha');
    for (const name of ['Alpha', 'Gamma', 'Delta']) await user.click(screen.getByLabelText(name));
    const region = screen.getByRole('region', { name: 'Selected rows' });
    expect(region).toHaveTextContent('3 selected');
    await user.click(button(region, 'Delete selected'));
    const confirm = await findDialog('Delete 3 records?');
    expect(confirm).toHaveTextContent('Alpha, Gamma, Delta');
    await user.click(button(confirm, 'Delete'));
    const progress = await findDialog('Deleting');
    await waitFor(() => expect(progress).toHaveTextContent('2 deleted, 1 failed'));
    expect(progress).toHaveTextContent('Gamma: Gamma is used by 2 orders.');
    await user.click(button(progress, 'Close'));
    await waitFor(() => expect(screen.queryByText('Alpha')).not.toBeInTheDocument());
    expect(screen.getByText('Gamma')).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });
});
