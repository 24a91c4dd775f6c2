import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/components/display/format';
import { renderWithRouter } from '../../setup/render';
import { findDialog, last, pagedHandler, queryOf, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();
const rows: Thing[] = [{ id: 1, name: 'Alpha', note: 'first', amount: 1, isPaid: true }];

function setup(initialEntries: string[]) {
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Thing/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions: ['Pages.Users', 'Pages.Users.Create'] });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<ThingsPage />, {
    path: '/things',
    initialEntries,
    queryClient,
    routes: [{ path: '/elsewhere', element: <p>Somewhere else</p> }],
  });
  return { ...view, user, seen };
}

describe('dates in tables', () => {
  it('are formatted with the dayjs locale of the language, not Intl', () => {
    const value = '2026-11-22T14:43:00';
    expect(formatDateTime(value, 'bs')).toBe('22.11.2026 14:43');
    expect(formatDateTime(value, 'sq')).toBe('22/11/2026 14:43');
    expect(formatDateTime(value, 'mk')).toBe('22.11.2026 14:43');
    expect(formatDateTime(value, 'en')).toBe('11/22/2026 2:43 PM');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('unsaved-changes guard on history navigation', () => {
  it('asks on browser Back (POP) and keeps the drawer when the user keeps editing', async () => {
    const { user, router } = setup(['/elsewhere', '/things']);
    await screen.findByText('Alpha');
    await user.click(within(document.body).getByText('New thing').closest('button')!);
    const drawer = await findDialog('New thing');
    await user.type(within(drawer).getByLabelText('Name'), 'Gamma');

    void router.navigate(-1);
    const confirm = await findDialog('Discard unsaved changes?');
    await user.click(within(confirm).getByText('Keep editing').closest('button')!);
    expect(router.state.location.pathname).toBe('/things');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Gamma');

    void router.navigate('/elsewhere', { replace: true });
    await user.click(
      within(await findDialog('Discard unsaved changes?'))
        .getByText('Leave')
        .closest('button')!,
    );
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });
});

describe('hand-edited list URLs', () => {
  it('ignores unparsable dates and swaps a reversed range instead of failing', async () => {
    const { seen } = setup([
      '/things?creationDateFrom=2026-02-30&creationDateTo=banana&amountMin=500&amountMax=10',
    ]);
    await screen.findByText('Alpha');
    const sent = queryOf(last(seen));
    expect(sent.StartCreationDate).toBeUndefined();
    expect(sent.EndCreationDate).toBeUndefined();
    expect(sent.MinAmount).toBe('10');
    expect(sent.MaxAmount).toBe('500');
  });

  it('reads a date range given the wrong way round as from-to', async () => {
    const { seen } = setup(['/things?creationDateFrom=2026-03-10&creationDateTo=2026-03-01']);
    await screen.findByText('Alpha');
    const sent = queryOf(last(seen));
    expect(new Date(sent.StartCreationDate!).getDate()).toBe(1);
    expect(new Date(sent.EndCreationDate!).getDate()).toBe(10);
  });
});
