import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { last, pagedHandler, queryOf, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const rows: Thing[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Thing ${String(i + 1).padStart(2, '0')}`,
  note: i % 2 ? 'odd' : 'even',
  amount: i * 10,
  isPaid: i % 3 === 0,
}));

function setup(url = '/things') {
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Thing/GetAll', () => rows, seen));
  const queryClient = signedInClient({ permissions: ['Pages.Users'] });
  const view = renderWithRouter(<ThingsPage />, { path: '/things', initialEntries: [url], queryClient });
  const urlQuery = () => queryOf(view.router.state.location.search);
  const request = () => queryOf(last(seen));
  return { ...view, seen, urlQuery, request };
}

async function pick(user: UserEvent, combobox: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: combobox }), option);
}

/** The option a select shows as chosen. */
const chosen = (combobox: string) =>
  (screen.getByRole('combobox', { name: combobox }) as HTMLSelectElement).selectedOptions[0]?.textContent ??
  null;

/** A date box: a plain stand-in until focused, then antd's picker, which takes the focus. */
async function dateBox(label: string) {
  act(() => screen.getByLabelText(label).focus());
  return waitFor(() => {
    const box = screen.getByLabelText(label);
    expect(box).toHaveFocus();
    return box;
  });
}

const startOfDay = (d: string) => new Date(`${d}T00:00:00`).toISOString();
const endOfDay = (d: string) => new Date(`${d}T23:59:59.999`).toISOString();

describe('list state lives in the URL', () => {
  it('sends default paging on first load and shows the range', async () => {
    const { request, urlQuery } = setup();
    expect(await screen.findByText('Thing 01')).toBeInTheDocument();
    expect(request()).toEqual({ SkipCount: '0', MaxResultCount: '10' });
    expect(urlQuery()).toEqual({});
    expect(screen.getByText('1–10 of 45')).toBeInTheDocument();
  });

  it('keyword: typed text is debounced into ?q= and sent as Keyword', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { request, urlQuery } = setup();
    await screen.findByText('Thing 01');
    await user.type(screen.getByLabelText('Search'), 'Thing 1');
    await waitFor(() => expect(urlQuery()).toEqual({ q: 'Thing 1' }));
    await waitFor(() => expect(request()).toMatchObject({ Keyword: 'Thing 1', SkipCount: '0' }));
  });

  it('keyword: Enter or the search button applies it at once, before the pause', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { urlQuery } = setup();
    await screen.findByText('Thing 01');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // The pause is 350 ms: within 200 ms only Enter or the button can have applied the text.
    await user.type(box, 'Thing 2{Enter}');
    await waitFor(() => expect(urlQuery()).toEqual({ q: 'Thing 2' }), { timeout: 200 });
    await user.type(box, '1');
    await user.click(screen.getByRole('button', { name: 'Search now' }));
    await waitFor(() => expect(urlQuery()).toEqual({ q: 'Thing 21' }), { timeout: 200 });
  });

  it('select and boolean filters go to ?currency=&isPaid= and reset the page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { request, urlQuery } = setup('/things?page=3');
    await screen.findByText('Thing 21');
    await pick(user, 'Currency', 'Dinar');
    await waitFor(() => expect(urlQuery()).toEqual({ currency: 'RSD' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid' }), 'Unpaid only');
    await waitFor(() => expect(urlQuery()).toEqual({ currency: 'RSD', isPaid: 'false' }));
    await waitFor(() =>
      expect(request()).toEqual({ Currency: 'RSD', IsPaid: 'false', SkipCount: '0', MaxResultCount: '10' }),
    );
  });

  it('amount range goes to ?amountMin=&amountMax= and is sent as MinAmount/MaxAmount', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { request, urlQuery } = setup();
    await screen.findByText('Thing 01');
    await user.type(screen.getByLabelText('Amount: minimum'), '100');
    await user.type(screen.getByLabelText('Amount: maximum'), '250.5');
    await user.tab();
    await waitFor(() => expect(urlQuery()).toEqual({ amountMin: '100', amountMax: '250.5' }));
    await waitFor(() => expect(request()).toMatchObject({ MinAmount: '100', MaxAmount: '250.5' }));
  });

  it('date range goes to ?creationDateFrom=&creationDateTo= and is sent as Start/End ISO instants', async () => {
    const { request, urlQuery } = setup();
    await screen.findByText('Thing 01');
    const from = await dateBox('Created: from date');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(urlQuery()).toEqual({ creationDateFrom: '2026-01-05' }));
    const to = await dateBox('Created: to date');
    fireEvent.mouseDown(to);
    fireEvent.change(to, { target: { value: '2026-01-31' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(urlQuery()).toEqual({ creationDateFrom: '2026-01-05', creationDateTo: '2026-01-31' }),
    );
    await waitFor(() =>
      expect(request()).toMatchObject({
        StartCreationDate: startOfDay('2026-01-05'),
        EndCreationDate: endOfDay('2026-01-31'),
      }),
    );
  });

  it('sort, page and page size go to ?sort=&page=&size= and are sent as Sorting/SkipCount/MaxResultCount', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { request, urlQuery } = setup();
    await screen.findByText('Thing 01');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'totalAmount.asc' }));
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'totalAmount.desc' }));
    await waitFor(() => expect(request()).toMatchObject({ Sorting: 'totalAmount desc' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'totalAmount.desc', page: '3' }));
    await waitFor(() => expect(request()).toMatchObject({ SkipCount: '20', MaxResultCount: '10' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20 / page');
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'totalAmount.desc', size: '20' }));
    await waitFor(() =>
      expect(request()).toEqual({ Sorting: 'totalAmount desc', SkipCount: '0', MaxResultCount: '20' }),
    );
  });

  it('a pasted URL restores every control and the request', async () => {
    const url =
      '/things?q=Thing&currency=EUR&isPaid=true&amountMin=10&amountMax=300&creationDateFrom=2026-02-01' +
      '&creationDateTo=2026-02-28&sort=name.desc&page=2&size=20&lng=de';
    const { request } = setup(url);
    await waitFor(() =>
      expect(request()).toEqual({
        Keyword: 'Thing',
        Currency: 'EUR',
        IsPaid: 'true',
        MinAmount: '10',
        MaxAmount: '300',
        StartCreationDate: startOfDay('2026-02-01'),
        EndCreationDate: endOfDay('2026-02-28'),
        Sorting: 'name desc',
        SkipCount: '20',
        MaxResultCount: '20',
      }),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('Thing');
    expect(chosen('Currency')).toBe('Euro');
    expect(screen.getByRole('combobox', { name: 'Paid' })).toHaveDisplayValue('Paid only');
    expect(screen.getByLabelText('Amount: minimum')).toHaveValue('10');
    expect(screen.getByLabelText('Amount: maximum')).toHaveValue('300');
    expect(screen.getByLabelText('Created: from date')).toHaveValue('02/01/2026');
    expect(screen.getByLabelText('Created: to date')).toHaveValue('02/28/2026');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('20 / page');
  });

  it('back and forward walk through the views; clearing filters keeps foreign parameters', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { router, urlQuery, request } = setup('/things?lng=de');
    await screen.findByText('Thing 01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid' }), 'Paid only');
    await waitFor(() => expect(urlQuery()).toEqual({ lng: 'de', isPaid: 'true' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urlQuery()).toEqual({ lng: 'de', isPaid: 'true', page: '2' }));
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    // Page 1 is shown from the cache at once; its refetch follows.
    await waitFor(() => expect(request()).toMatchObject({ IsPaid: 'true', SkipCount: '0' }));
    await router.navigate(-1);
    await waitFor(() => expect(urlQuery()).toEqual({ lng: 'de' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Paid' })).toHaveDisplayValue('Paid'));
    await router.navigate(1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Paid' })).toHaveDisplayValue('Paid only'),
    );
    await user.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(urlQuery()).toEqual({ lng: 'de' }));
  });
});
