import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import PaymentPage from '@/booking/pages/PaymentPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, errorEnvelope, setupMswServer } from '../toolkit/harness';
import { methods, openSession, payment } from './fixtures';

const server = setupMswServer();

function setup(options: { lng?: string; patch?: Parameters<typeof methods>[0] } = {}) {
  openSession();
  const pays: { key: string | null; grant: string | null; body: Record<string, unknown> }[] = [];
  let answer: () => Response = () => HttpResponse.json(envelope(payment()));
  server.use(
    http.get('*/api/services/app/Payment/GetPaymentMethods', () =>
      HttpResponse.json(envelope(methods(options.patch))),
    ),
    http.get('*/api/services/app/Reservation/GetReservation', () =>
      HttpResponse.json(
        envelope({ customer: { name: 'Ana', surname: 'Petrović', email: 'ana@example.com' } }),
      ),
    ),
    http.post('*/api/services/app/Payment/:op', async ({ request }) => {
      pays.push({
        key: request.headers.get('Idempotency-Key'),
        grant: request.headers.get('X-Booking-Grant'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return answer();
    }),
  );
  const view = renderWithRouter(<PaymentPage />, {
    path: '/payment',
    lng: options.lng,
    routes: [
      { path: '/revolut-payment-form', element: <p>card form</p> },
      { path: '/result/:id', element: <p>result page</p> },
    ],
  });
  return { ...view, pays, respond: (next: () => Response) => (answer = next) };
}

describe('/payment', () => {
  it('shows the amount due, the methods and the payer from the reservation', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Booking BEG-2026-0041' })).toBeInTheDocument();
    expect(screen.getByText('€1,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the payer')).toHaveValue('Ana Petrović');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it('reuses the attempt’s idempotency key when the connection drops and the payer retries', async () => {
    const { pays, respond, router } = setup();
    const user = userEvent.setup();
    respond(() => HttpResponse.error());
    await user.click(await screen.findByRole('button', { name: 'Pay €1,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection was lost. Nothing has been charged twice',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    respond(() => HttpResponse.json(envelope(payment())));
    await user.click(screen.getByRole('button', { name: 'Pay €1,000.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/revolut-payment-form'));
    expect(pays).toHaveLength(2);
    expect(pays[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pays[1]!.key).toBe(pays[0]!.key);
    expect(pays[0]!.grant).toBe('g1.test.grant');
    expect(pays[0]!.body).toEqual({
      tenantId: 3,
      orderId: 41,
      amount: '1000.00',
      payer: 'Ana Petrović',
      email: 'ana@example.com',
    });
  });

  it('sends one request for a double click', async () => {
    const { pays, respond } = setup();
    let release: () => void = () => undefined;
    respond(() => {
      throw new Error('replaced below');
    });
    server.use(
      http.post('*/api/services/app/Payment/CCPay', async ({ request }) => {
        pays.push({ key: request.headers.get('Idempotency-Key'), grant: null, body: {} });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(envelope(payment()));
      }),
    );
    const button = await screen.findByRole('button', { name: 'Pay €1,000.00' });
    button.click();
    button.click();
    await waitFor(() => expect(pays).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    release();
    await screen.findByText('card form');
    expect(pays).toHaveLength(1);
  });

  it('checks a part amount against the agency’s minimum, and shows the server’s field message', async () => {
    const { pays, respond } = setup({ patch: { isPartialPaymentAllowed: true, minAmount: '300.00' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A part of it/ }));
    const amount = screen.getByLabelText('Amount in EUR');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Pay €100.00' }));
    expect(await screen.findByText('A part payment must be at least €300.00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(pays).toHaveLength(0);
    respond(() =>
      HttpResponse.json(
        errorEnvelope('Your request is not valid!', [
          { message: 'A single payment can be at most 400 EUR.', members: ['amount'] },
        ]),
        { status: 400 },
      ),
    );
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Pay €500.00' }));
    expect(await screen.findByText('A single payment can be at most 400 EUR.')).toBeInTheDocument();
    expect(pays[0]!.body.amount).toBe('500');
  });

  it('speaks Romanian, and asks to open the reservation again without a session', async () => {
    setup({ lng: 'ro' });
    expect(await screen.findByRole('button', { name: /Plătiți/ })).toBeInTheDocument();
    sessionStorage.clear();
    renderWithRouter(<PaymentPage />, { path: '/payment' });
    expect(await screen.findByRole('heading', { name: 'Open your reservation' })).toBeInTheDocument();
  });
});
