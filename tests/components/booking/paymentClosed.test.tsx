import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import PaymentPage from '@/booking/pages/PaymentPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, setupMswServer } from '../toolkit/harness';
import { methods, openSession, payment } from './fixtures';

const server = setupMswServer();

/** Issue 26: /payment for a booking that cannot be paid (items 1), and a corrected payer (item 7). */
function setup(reservation: Record<string, unknown> = {}, lng?: string) {
  openSession();
  const pays: { key: string | null; body: Record<string, unknown> }[] = [];
  let answer: () => Response = () => HttpResponse.json(envelope(payment()));
  server.use(
    http.get('*/api/services/app/Payment/GetPaymentMethods', () =>
      HttpResponse.json(envelope(methods(reservation.status === 4 ? { methods: [] } : {}))),
    ),
    http.get('*/api/services/app/Reservation/GetReservation', () =>
      HttpResponse.json(
        envelope({
          status: 1,
          checkOut: '2026-08-14',
          agentCode: null,
          customer: { name: 'Ana', surname: 'Petrović', email: 'ana@gmial.test' },
          ...reservation,
        }),
      ),
    ),
    http.post('*/api/services/app/Payment/:op', async ({ request }) => {
      pays.push({
        key: request.headers.get('Idempotency-Key'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return answer();
    }),
  );
  renderWithRouter(<PaymentPage />, {
    path: '/payment',
    lng,
    routes: [{ path: '/revolut-payment-form', element: <p>card form</p> }],
  });
  return { pays, respond: (next: () => Response) => (answer = next) };
}

describe('/payment of a booking that cannot be paid', () => {
  it('says the booking was cancelled and whom to contact, with no payment form', async () => {
    setup({
      status: 4,
      paymentClosed: 'cancelled',
      contact: { name: 'Ana Agent', email: 'agent@travel.test', agency: 'Serbia' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact your agent Ana Agent \(Serbia\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'agent@travel.test' })).toHaveAttribute(
      'href',
      'mailto:agent@travel.test',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name of the payer')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your booking' })).toHaveAttribute('href', '/');
  });

  it('says so from a stock backend too (status cancelled, no contact): ask your travel agent', async () => {
    setup({ status: 4 }, 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Buchung wurde storniert' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bei Fragen wenden Sie sich an Ihr Reisebüro.')).toBeInTheDocument();
  });

  it('says when the stay ended and that it can no longer be paid online', async () => {
    setup({
      paymentClosed: 'stayOver',
      stayOver: true,
      contact: { name: null, email: null, agency: 'Serbia' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your stay is over' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Your stay ended on .*2026: payment is no longer possible online\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('For questions, contact your travel agent at Serbia.')).toBeInTheDocument();
  });
});

describe('a corrected payer', () => {
  it('is a new attempt: pressing Pay again sends the new e-mail with a new idempotency key', async () => {
    const { pays, respond } = setup();
    const user = userEvent.setup();
    // The first attempt's answer is lost: the same details would repeat its key.
    respond(() => HttpResponse.error());
    await user.click(await screen.findByRole('button', { name: 'Pay €1,000.00' }));
    await screen.findByRole('alert');
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'ana@gmail.test');
    respond(() => HttpResponse.json(envelope(payment())));
    await user.click(screen.getByRole('button', { name: 'Pay €1,000.00' }));
    await screen.findByText('card form');
    expect(pays).toHaveLength(2);
    expect(pays[0]!.body.email).toBe('ana@gmial.test');
    expect(pays[1]!.body.email).toBe('ana@gmail.test');
    expect(pays[1]!.key).not.toBe(pays[0]!.key);
  });
});
