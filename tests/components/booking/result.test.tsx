import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentDto } from '@/api/schemas/checkout';
import ResultPage from '@/booking/pages/ResultPage';
import { renderWithRouter } from '../../setup/render';
import { envelope, setupMswServer } from '../toolkit/harness';
import { openSession, payment } from './fixtures';

const server = setupMswServer();
afterEach(() => vi.useRealTimers());

function setup(answer: () => PublicPaymentDto, options: { lng?: string } = {}) {
  openSession();
  const reads: number[] = [];
  const checks: number[] = [];
  server.use(
    http.post('*/api/services/app/Payment/CheckPaymentStatus', () => {
      checks.push(Date.now());
      return HttpResponse.json(envelope(answer()));
    }),
    http.get('*/api/services/app/Payment/GetPaymentStatus', () => {
      reads.push(Date.now());
      return HttpResponse.json(envelope(answer()));
    }),
  );
  const view = renderWithRouter(<ResultPage />, {
    path: '/result/:paymentId',
    initialEntries: ['/result/77'],
    lng: options.lng,
    routes: [{ path: '/payment', element: <p>payment page</p> }],
  });
  return { ...view, reads, checks };
}

const transfer = {
  bankTransferId: 5,
  status: 1,
  reference: 'RF18000000077BEG20260041',
  amount: '1000.00',
  currency: 'EUR',
  beneficiary: 'Client Care d.o.o.',
  bankName: 'Banca Intesa',
  iban: 'RS35160005010000123456',
  bic: 'DBDBRSBG',
  deadline: '2026-11-28T16:00:00.000Z',
  epcQrPayload:
    'BCD\n002\n1\nSCT\nDBDBRSBG\nClient Care d.o.o.\nRS35160005010000123456\nEUR1000.00\n\nRF18000000077BEG20260041',
};

describe('/result/:paymentId', () => {
  it('asks again after 1, 2, 4, 8 and then every 10 seconds, and stops after two minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { reads, checks } = setup(() => payment({ status: 10, redirectUrl: null }));
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 10_000 + 10_000 + 50));
    const gaps = [checks[0]!, ...reads].slice(1).map((t, i) => t - [checks[0]!, ...reads][i]!);
    // Each wait starts when the previous answer arrived (a few milliseconds after the request).
    expect(gaps).toHaveLength(6);
    gaps.forEach((gap, i) =>
      expect(Math.abs(gap - [1000, 2000, 4000, 8000, 10_000, 10_000][i]!)).toBeLessThan(200),
    );
    const start = checks[0]!;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(await screen.findByText('Still confirming')).toBeInTheDocument();
    const count = reads.length;
    expect(reads[count - 1]! - start).toBeLessThanOrEqual(125_000);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads).toHaveLength(count);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(checks).toHaveLength(2));
  });

  it('shows success once the server says so, with the reference and the documents link', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    let status = 10;
    setup(() => payment({ status, orderPaidAmount: '1250.00' }));
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    status = 20;
    // The next question is a second later (fake time).
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const heading = await screen.findByRole('heading', { name: 'Payment received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('BEG-2026-0041-77')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking and documents' })).toHaveAttribute('href', '/');
  });

  it('says why a payment failed and offers to try again on the same order', async () => {
    const { router } = setup(() => payment({ status: 30, failureReason: 'insufficient_funds' }));
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('The card has insufficient funds.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('shows a Revolut decline with its reason and "Try again" at the same checkout, and stops asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const checkout = 'https://checkout.revolut.test/ord_7';
    const { reads, router } = setup(() =>
      payment({ status: 0, failureReason: 'insufficient_funds', redirectUrl: checkout }),
    );
    const heading = await screen.findByRole('heading', { name: 'Payment declined' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('The card has insufficient funds.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.querySelector('.ck-spinner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', checkout);
    // The payer decides what comes next: nothing is polled for, in the whole time a pending payment is asked about.
    await act(() => vi.advanceTimersByTimeAsync(130_000));
    expect(reads).toHaveLength(0);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('says the decline in Albanian', async () => {
    setup(
      () =>
        payment({
          status: 0,
          failureReason: 'do_not_honour',
          redirectUrl: 'https://checkout.revolut.test/ord_8',
        }),
      { lng: 'sq' },
    );
    expect(await screen.findByRole('heading', { name: 'Pagesa u refuzua' })).toBeInTheDocument();
    expect(screen.getByText('Banka juaj e refuzoi pagesën.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Provoni përsëri' })).toBeInTheDocument();
  });

  it('tells the payer a transfer cancelled because the booking was paid another way', async () => {
    setup(() =>
      payment({
        type: 2,
        status: 40,
        redirectUrl: null,
        bankTransfer: { ...transfer, status: 4 },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This bank transfer is no longer needed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Booking BEG-2026-0041 was paid another way, so this transfer of €1,000.00 was cancelled. Please do not send it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('RS35 1600 0501 0000 1234 56')).not.toBeInTheDocument();
  });

  it('tells the payer a card attempt was cancelled because the booking was paid another way, in German', async () => {
    setup(() => payment({ type: 1, status: 40, redirectUrl: null, failureReason: 'order_paid' }), {
      lng: 'de',
    });
    expect(
      await screen.findByRole('heading', { name: 'Diese Zahlung wird nicht mehr benötigt' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Buchung BEG-2026-0041 wurde auf anderem Weg bezahlt/)).toBeInTheDocument();
    // Nothing to retry: the booking is paid.
    expect(screen.queryByRole('button', { name: /erneut/i })).not.toBeInTheDocument();
  });

  it('shows a pending bank transfer’s instructions: grouped IBAN, copy buttons, QR code', async () => {
    setup(() => payment({ type: 2, status: 10, redirectUrl: null, bankTransfer: transfer }), { lng: 'sq' });
    expect(
      await screen.findByRole('heading', { name: 'Në pritje të transfertës suaj bankare' }),
    ).toBeInTheDocument();
    expect(screen.getByText('RS35 1600 0501 0000 1234 56')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopjo IBAN' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kod QR për aplikacionin tuaj bankar' })).toBeInTheDocument();
  });

  it('tells a dropped connection apart and keeps the last answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    openSession();
    server.use(
      http.post('*/api/services/app/Payment/CheckPaymentStatus', () => HttpResponse.error()),
      http.get('*/api/services/app/Payment/GetPaymentStatus', () =>
        HttpResponse.json(envelope(payment({ status: 20 }))),
      ),
    );
    renderWithRouter(<ResultPage />, { path: '/result/:paymentId', initialEntries: ['/result/77'] });
    expect(await screen.findByText(/The connection was lost. We keep checking/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });
});
