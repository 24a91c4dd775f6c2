import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '@/components/table/DataTable';
import { Providers, renderWithRouter } from '../../setup/render';
import { envelope, last, pagedHandler, queryOf, signedInClient, setupMswServer } from './harness';
import ThingsPage, { type Thing } from './ThingsPage';

const server = setupMswServer();

const things: Thing[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Thing ${String(i + 1).padStart(2, '0')}`,
  note: '',
  amount: i,
  isPaid: false,
}));

function list(url = '/things', permissions = ['Pages.Users', 'Pages.Users.Delete']) {
  const seen: URLSearchParams[] = [];
  server.use(pagedHandler('Thing/GetAll', () => things, seen));
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  const view = renderWithRouter(<ThingsPage />, {
    path: '/things',
    initialEntries: [url],
    queryClient: signedInClient({ permissions }),
  });
  return {
    user,
    ...view,
    urlQuery: () => queryOf(view.router.state.location.search),
    request: () => queryOf(last(seen)),
  };
}

const rowCheckbox = (name: string) => screen.getByRole('checkbox', { name });
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' });
const pager = () => screen.getByRole('navigation', { name: 'Pages' });

describe('DataTable in a list', () => {
  it('sorts by a header button, by click and by keyboard, and says so with aria-sort', async () => {
    const { user, urlQuery, request } = list();
    await screen.findByText('Thing 01');
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-sort');
    // A column the server cannot sort by has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'name.asc' }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');

    within(name).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'name.desc' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(request()).toMatchObject({ Sorting: 'name desc' }));

    // Sorting by another column moves aria-sort there.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Amount' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(urlQuery()).toEqual({ sort: 'totalAmount.asc' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');
  });

  it('pages with previous, next and page numbers, and changes the page size, all through the URL', async () => {
    const { user, urlQuery, request } = list();
    await screen.findByText('Thing 01');
    expect(within(pager()).getByText('1–10 of 25')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(urlQuery()).toEqual({ page: '2' }));
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(within(pager()).getByText('11–20 of 25')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urlQuery()).toEqual({ page: '3' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();

    const size = within(pager()).getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page', '100 / page']);
    // A new page size starts again at the first page.
    await user.selectOptions(size, '50 / page');
    await waitFor(() => expect(urlQuery()).toEqual({ size: '50' }));
    await waitFor(() => expect(request()).toEqual({ SkipCount: '0', MaxResultCount: '50' }));
    expect(await screen.findByText('1–25 of 25')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows far pages with gaps and keeps the first and the last in reach', async () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ ...things[0]!, id: i + 1, name: `Row ${i + 1}` }));
    server.use(pagedHandler('Thing/GetAll', () => many, []));
    renderWithRouter(<ThingsPage />, {
      path: '/things',
      initialEntries: ['/things?page=10'],
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    await screen.findByText('Row 91');
    const pages = within(pager())
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
  });

  it('says "about" an estimated total, in the language’s number format', async () => {
    server.use(
      http.get('*/api/services/app/Thing/GetAll', () =>
        HttpResponse.json(
          envelope({ totalCount: 1200000, totalCountIsEstimate: true, items: things.slice(0, 10) }),
        ),
      ),
    );
    renderWithRouter(<ThingsPage />, {
      path: '/things',
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    expect(await screen.findByText('1–10 of about 1,200,000')).toBeInTheDocument();
  });

  it('selects rows, all rows of a page (mixed while only some are), and keeps them across pages', async () => {
    const { user } = list();
    await screen.findByText('Thing 01');
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);

    await user.click(rowCheckbox('Thing 02'));
    expect(rowCheckbox('Thing 02')).toBeChecked();
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', true);
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('1 selected');

    // The mixed box selects the rest of the page.
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);
    expect(bar).toHaveTextContent('10 selected');

    // Another page: nothing selected there yet; the first page's rows stay selected.
    await user.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Thing 11');
    expect(selectAll()).not.toBeChecked();
    await user.click(rowCheckbox('Thing 12'));
    expect(bar).toHaveTextContent('11 selected');
    await user.click(within(pager()).getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Thing 01');
    expect(selectAll()).toBeChecked();

    // Unchecking the whole page keeps the other page's row.
    await user.click(selectAll());
    expect(rowCheckbox('Thing 01')).not.toBeChecked();
    expect(bar).toHaveTextContent('1 selected');
  });

  it('offers to clear the filters when nothing matches', async () => {
    server.use(
      http.get('*/api/services/app/Thing/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 0, items: [] })),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { router } = renderWithRouter(<ThingsPage />, {
      path: '/things',
      initialEntries: ['/things?isPaid=true'],
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    const table = await screen.findByRole('table', { name: 'Things' });
    const empty = within(table).getByText('Nothing matches these filters').closest('td')!;
    // No pager for an empty list.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

interface Person {
  id: number;
  name: string;
  city: string;
  locked: boolean;
}

const people: Person[] = [
  { id: 1, name: 'Ana', city: 'Skopje', locked: false },
  { id: 2, name: 'Besa', city: 'Tirana', locked: true },
  { id: 3, name: 'Dario', city: 'Sarajevo', locked: false },
];

const columns: DataColumn<Person>[] = [
  { key: 'name', title: 'Name' },
  { key: 'city', title: 'City', render: (city, p) => `${String(city)} (${p.id})` },
];

function People({ loading = false, rows = people }: { loading?: boolean; rows?: Person[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <Providers>
      <DataTable
        aria-label="People"
        rowKey="id"
        rows={rows}
        columns={columns}
        loading={loading}
        selection={{
          selected,
          disabled: (p) => p.locked,
          label: (p) => p.name,
          onChange: (changed, checked) =>
            setSelected((current) => {
              const next = new Set(current);
              for (const p of changed)
                if (checked) next.add(String(p.id));
                else next.delete(String(p.id));
              return next;
            }),
        }}
      />
    </Providers>
  );
}

describe('DataTable on its own', () => {
  it('renders values by dataIndex or render, and skips disabled rows when selecting all', async () => {
    const user = userEvent.setup({ delay: null });
    render(<People />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('cell', { name: 'Sarajevo (3)' })).toBeInTheDocument();
    expect(rowCheckbox('Besa')).toBeDisabled();

    await user.click(selectAll());
    expect(rowCheckbox('Ana')).toBeChecked();
    expect(rowCheckbox('Dario')).toBeChecked();
    expect(rowCheckbox('Besa')).not.toBeChecked();
    // Every row that can be selected is: the box is checked, not mixed.
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);
  });

  it('disables select-all when no row of the page can be selected', () => {
    render(<People rows={people.filter((p) => p.locked)} />);
    expect(selectAll()).toBeDisabled();
  });

  it('keeps the rows while loading, marked busy and announced', () => {
    render(<People loading />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the empty state, not "empty", while the first rows load', () => {
    const { rerender } = render(<People rows={[]} loading />);
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    rerender(<People rows={[]} />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
