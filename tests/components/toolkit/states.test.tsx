import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, signedInClient, setupMswServer } from './harness';
import ThingsPage from './ThingsPage';

const server = setupMswServer();

function render(url = '/things') {
  const queryClient = signedInClient({ permissions: ['Pages.Users'] });
  const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
  return {
    user,
    ...renderWithRouter(<ThingsPage />, { path: '/things', initialEntries: [url], queryClient }),
  };
}

describe('list states', () => {
  it('shows a skeleton while loading, then an error with retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/services/app/Thing/GetAll', async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return fail
          ? HttpResponse.json(errorEnvelope('An internal error occurred during your request!'), {
              status: 500,
            })
          : HttpResponse.json(
              envelope({
                totalCount: 1,
                items: [{ id: 1, name: 'Alpha', note: '', amount: 1, isPaid: true }],
              }),
            );
      }),
    );
    const { user } = render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('An internal error occurred during your request!')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Try again').closest('button')!);
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    server.use(
      http.get('*/api/services/app/Thing/GetAll', () =>
        HttpResponse.json(envelope({ totalCount: 0, items: [] })),
      ),
    );
    const { user, router } = render('/things?q=zzz&isPaid=true');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByText('Export CSV').closest('button')).toBeDisabled();
    await user.click(screen.getAllByText('Clear filters')[0]!.closest('button')!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    server.use(
      http.get('*/api/services/app/Thing/GetAll', async ({ request }) => {
        const skip = Number(new URL(request.url).searchParams.get('SkipCount'));
        if (skip > 0) await new Promise((resolve) => setTimeout(resolve, 300));
        const items = Array.from({ length: 10 }, (_, i) => ({
          id: skip + i + 1,
          name: `Row ${skip + i + 1}`,
          note: '',
          amount: 0,
          isPaid: false,
        }));
        return HttpResponse.json(envelope({ totalCount: 30, items }));
      }),
    );
    const { user } = render();
    await screen.findByText('Row 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // Still the first page, dimmed by the table's loading state, until the second arrives.
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Row 11')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('moves to the last page when the requested page is beyond the end', async () => {
    server.use(
      http.get('*/api/services/app/Thing/GetAll', ({ request }) => {
        const skip = Number(new URL(request.url).searchParams.get('SkipCount'));
        const all = Array.from({ length: 12 }, (_, i) => ({
          id: i + 1,
          name: `Row ${i + 1}`,
          note: '',
          amount: 0,
          isPaid: false,
        }));
        return HttpResponse.json(envelope({ totalCount: 12, items: all.slice(skip, skip + 10) }));
      }),
    );
    const { router } = render('/things?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Row 11')).toBeInTheDocument();
  });
});
