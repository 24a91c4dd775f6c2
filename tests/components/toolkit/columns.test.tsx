import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { pagedHandler, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();
const rows: Thing[] = [{ id: 1, name: 'Alpha', note: 'n', amount: 5, isPaid: true }];

function setup(userId: number, tenantId: number | null) {
  server.use(pagedHandler('Thing/GetAll', () => rows, []));
  const queryClient = signedInClient({ userId, tenantId, permissions: ['Pages.Users'] });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return { user, ...renderWithRouter(<ThingsPage />, { path: '/things', queryClient }) };
}

const headers = () =>
  [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

describe('column settings', () => {
  it('hides and reorders columns, remembered per user and tenant', async () => {
    const first = setup(7, 3);
    await screen.findByText('Alpha');
    expect(headers()).toEqual(['Name', 'Note', 'Amount', 'Paid', 'Actions']);
    await first.user.click(screen.getByText('Columns').closest('button')!);
    const list = await screen.findByRole('list', { name: 'Columns' });
    await first.user.click(within(list).getByLabelText('Note'));
    await first.user.click(within(list).getByLabelText('Move Paid up'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Paid', 'Amount', 'Actions']));
    first.unmount();

    // Same user and tenant: the layout comes back.
    const again = setup(7, 3);
    await screen.findByText('Alpha');
    expect(headers()).toEqual(['Name', 'Paid', 'Amount', 'Actions']);
    again.unmount();

    // Another tenant (or user) starts from the declared layout.
    const other = setup(7, 4);
    await screen.findByText('Alpha');
    expect(headers()).toEqual(['Name', 'Note', 'Amount', 'Paid', 'Actions']);
    other.unmount();

    const back = setup(7, 3);
    await screen.findByText('Alpha');
    await back.user.click(screen.getByText('Columns').closest('button')!);
    await back.user.click(await screen.findByText('Reset'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Note', 'Amount', 'Paid', 'Actions']));
  });
});
