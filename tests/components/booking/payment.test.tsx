import { screen, waitFor, within } from '@testing-library/react';
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

  it.each([
    {
      lng: 'de',
      radio: /Einen Teil davon/,
      label: 'Betrag in EUR',
      typed: '1.000,50',
      button: /^1\.000,50\s€ bezahlen$/,
      sent: '1000.50',
      refused: '2.5',
      example: 'zum Beispiel 1.234,56',
    },
    {
      lng: 'ro',
      radio: /O parte din ea/,
      label: 'Suma în EUR',
      typed: '500,5',
      button: /^Plătiți 500,50\sEUR$/,
      sent: '500.5',
      refused: '1,2,3',
      example: 'de exemplu 1.234,56',
    },
    {
      lng: 'en',
      radio: /A part of it/,
      label: 'Amount in EUR',
      typed: '1,000.50',
      button: 'Pay €1,000.50',
      sent: '1000.50',
      refused: '1,5',
      example: 'for example 1,234.56',
    },
  ])(
    'reads a part amount as $lng writes it ($typed) for the button and the request, refusing $refused',
    async ({ lng, radio, label, typed, button, sent, refused, example }) => {
      const { pays } = setup({ lng, patch: { isPartialPaymentAllowed: true, amountDue: '1500.00' } });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: radio }));
      const amount = screen.getByLabelText(label);
      await user.clear(amount);
      await user.type(amount, refused);
      await user.click(screen.getByRole('button', { name: /1\.500,00|1,500\.00/ }));
      expect(await screen.findByText(new RegExp(example))).toBeInTheDocument();
      expect(amount).toHaveValue(refused);
      expect(pays).toHaveLength(0);
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(pays).toHaveLength(1));
      expect(pays[0]!.body.amount).toBe(sent);
    },
  );

  it('shows a pending bank transfer and says that paying by card instead cancels it', async () => {
    const pendingTransfer = {
      paymentId: 90,
      type: 2,
      status: 10,
      amount: '1000.00',
      bankTransfer: { reference: 'RF18000000090BEG20260041', deadline: '2026-11-28T16:00:00.000Z' },
    };
    setup({ patch: { openPayments: [pendingTransfer] } });
    const notice = await screen.findByRole('region', { name: 'A bank transfer is waiting for your money' });
    expect(within(notice).getByText('€1,000.00')).toBeInTheDocument();
    expect(within(notice).getByText('RF18 0000 0009 0BEG 2026 0041')).toBeInTheDocument();
    expect(within(notice).getByText(/^11\/28\/2026 \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Paying by card or online banking instead? Once that payment succeeds, this transfer is cancelled automatically: then do not send the €1,000.00.',
    );
    expect(within(notice).getByRole('link', { name: 'See the transfer instructions' })).toHaveAttribute(
      'href',
      '/result/90',
    );
    // What the form offers is still the amount due, never more.
    expect(screen.getByRole('button', { name: 'Pay €1,000.00' })).toBeInTheDocument();
  });

  it('says it in Albanian, and for a part payment only when the transfer would overpay', async () => {
    setup({
      lng: 'sq',
      patch: {
        isPartialPaymentAllowed: true,
        minAmount: '300.00',
        openPayments: [
          {
            paymentId: 90,
            type: 2,
            status: 10,
            amount: '400.00',
            bankTransfer: { reference: 'RF18000000090BEG20260041', deadline: '2026-11-28T16:00:00.000Z' },
          },
        ],
      },
    });
    const notice = await screen.findByRole('region', { name: 'Një transfertë bankare pret pagesën tuaj' });
    expect(within(notice).getByText('400,00 €')).toBeInTheDocument();
    expect(within(notice).getByText(/^28\/11\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(notice).toHaveTextContent(/anulohet automatikisht nëse do të paguante më shumë se sa mbetet/);
  });

  it('speaks Romanian, and asks to open the reservation again without a session', async () => {
    setup({ lng: 'ro' });
    expect(await screen.findByRole('button', { name: /Plătiți/ })).toBeInTheDocument();
    sessionStorage.clear();
    renderWithRouter(<PaymentPage />, { path: '/payment' });
    expect(await screen.findByRole('heading', { name: 'Open your reservation' })).toBeInTheDocument();
  });
});
