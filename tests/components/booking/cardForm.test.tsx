import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CardFormPage from '@/booking/pages/CardFormPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, setupMswServer } from '../toolkit/harness';
import { methods, openSession, payment } from './fixtures';

const server = setupMswServer();

function setup(options: { status?: number; lng?: string } = {}) {
  openSession();
  const cards: Record<string, unknown>[] = [];
  const challenges: Record<string, unknown>[] = [];
  let cardAnswer = { state: 'completed', failureReason: null as string | null };
  server.use(
    http.get('*/api/services/app/Payment/GetPaymentStatus', () =>
      HttpResponse.json(envelope(payment({ status: options.status ?? 0 }))),
    ),
    http.get('*/api/services/app/Payment/GetPaymentMethods', () => HttpResponse.json(envelope(methods()))),
    http.post('*/api/payments/simulator/77/card', async ({ request }) => {
      cards.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(cardAnswer);
    }),
    http.post('*/api/payments/simulator/77/challenge', async ({ request }) => {
      challenges.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ state: 'completed', failureReason: null });
    }),
  );
  const view = renderWithRouter(<CardFormPage />, {
    path: '/revolut-payment-form',
    initialEntries: ['/revolut-payment-form?paymentId=77&token=tok'],
    lng: options.lng,
    routes: [{ path: '/result/:id', element: <p>result page</p> }],
  });
  return { ...view, cards, challenges, answer: (a: typeof cardAnswer) => (cardAnswer = a) };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; number: string; expiry: string; cvc: string },
) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Name on the card'), values.name);
  await user.type(screen.getByLabelText('Card number'), values.number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), values.expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), values.cvc);
}

describe('/revolut-payment-form', () => {
  it('checks the number’s Luhn digit, the expiry and the CVC as typed, with accessible messages', async () => {
    setup();
    const user = userEvent.setup();
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424241');
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(await screen.findByText('This card number is not valid: check the digits.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('This card number is not valid: check the digits.');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).toHaveAttribute('aria-invalid', 'false');
    const expiry = screen.getByLabelText('Expiry date (MM/YY)');
    await user.type(expiry, '0120');
    expect(expiry).toHaveValue('01/20');
    await user.tab();
    expect(await screen.findByText('This card has expired.')).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, '1399');
    expect(await screen.findByText('The month must be between 01 and 12.')).toBeInTheDocument();
    const cvc = screen.getByLabelText('Security code (CVC)');
    await user.type(cvc, '12');
    await user.tab();
    expect(await screen.findByText(/The security code is the 3 digits/)).toBeInTheDocument();
  });

  it('lists what to correct on submit, sends nothing, then pays and goes to the result', async () => {
    const { cards, router } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay €1,000.00' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter the card number.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(cards).toHaveLength(0);
    await fillCard(user, { name: 'Ana Petrović', number: '4242424242424242', expiry: '1239', cvc: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay €1,000.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result/77'));
    expect(cards[0]).toEqual({
      token: 'tok',
      name: 'Ana Petrović',
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
  });

  it('shows the 3-D Secure step when the card asks for it, then goes to the result', async () => {
    const { answer, challenges, router } = setup();
    const user = userEvent.setup();
    answer({ state: 'challenge', failureReason: null });
    await screen.findByLabelText('Card number');
    await user.click(await screen.findByText('Test cards (test environment only)'));
    await user.click(await screen.findByRole('button', { name: '4000 0000 0000 3220' }));
    await user.click(screen.getByRole('button', { name: 'Pay €1,000.00' }));
    const heading = await screen.findByRole('heading', { name: 'Confirm with your bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result/77'));
    expect(challenges).toEqual([{ token: 'tok', approve: true }]);
  });

  it('resumes at the 3-D Secure step for a payment that waits for it, in German', async () => {
    setup({ status: 50, lng: 'de' });
    expect(await screen.findByRole('heading', { name: 'Bei Ihrer Bank bestätigen' })).toBeInTheDocument();
  });
});
