import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CellText } from '@/components/display/CellText';
import { renderWithRouter } from '../../setup/render';
import { envelope, signedInClient, setupMswServer } from './harness';
import ThingsPage from './ThingsPage';

const server = setupMswServer();

const longName = `${'Maximiliana-Alexandra '.repeat(3)}Petrović-Vukadinović`;

describe('long text in tables', () => {
  it('puts plain cells on one ellipsized line with the whole text on hover; rendered cells keep their render', async () => {
    expect(longName.length).toBeGreaterThanOrEqual(71);
    server.use(
      http.get('*/api/services/app/Thing/GetAll', () =>
        HttpResponse.json(
          envelope({
            totalCount: 1,
            items: [{ id: 1, name: longName, note: 'short', amount: 1, isPaid: true }],
          }),
        ),
      ),
    );
    renderWithRouter(<ThingsPage />, {
      path: '/things',
      queryClient: signedInClient({ permissions: ['Pages.Users'] }),
    });
    const cell = await screen.findByText(longName);
    expect(cell).toHaveClass('app-cell-text');
    expect(cell).toHaveAttribute('title', longName);
    expect(cell.closest('td')).not.toBeNull();
    // A column with its own render is left alone.
    expect(screen.getByText('yes')).not.toHaveClass('app-cell-text');
  });

  it('shows nothing for empty values and lists arrays', () => {
    const { container } = render(
      <>
        <CellText value={null} />
        <CellText value="" />
        <CellText value={false} />
        <CellText value={['ADMIN', 'AGENT']} />
        <CellText value={0} />
      </>,
    );
    expect(container.querySelectorAll('.app-cell-text')).toHaveLength(2);
    expect(screen.getByTitle('ADMIN, AGENT')).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
