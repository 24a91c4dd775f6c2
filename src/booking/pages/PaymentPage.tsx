import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isAbpApiError } from '@/api/errors';
import type { PaymentMethodsDto } from '@/api/schemas/checkout';
import type { ReservationDto } from '@/api/schemas/reservation';
import { formatMoney } from '@/components/display/format';
import { bookingSession } from '../session';
import { checkoutApi, type PayBody } from '../checkout/api';
import { closureOf } from '../landing/ClosedNotice';
import { ClosedPage } from '../landing/ClosedPage';
import { reservationApi } from '../landing/reservationApi';
import { NeedsReservation } from '../checkout/NeedsReservation';
import { PaymentForm } from '../checkout/PaymentForm';
import { PendingTransferNotice } from '../checkout/PendingTransferNotice';
import { usePayment } from '../checkout/usePayment';
import '../checkout/checkout.css';

type Load =
  | { state: 'loading' }
  | { state: 'forbidden' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      methods: PaymentMethodsDto;
      payer: string;
      email: string;
      reservation: ReservationDto | null;
    };

/** Goes where the answer says: our own pages inside the app, a provider's page by a full navigation. */
export function goTo(url: string, navigate: (to: string) => void) {
  if (url.startsWith('/') && !url.startsWith('/api/')) navigate(url);
  else window.location.assign(url);
}

/**
 * /payment: the amount due (all of it, or a part where the agency allows), the methods the tenant's providers and
 * rules offer, the payer prefilled from the reservation, and one pay button guarded against double submits
 * (usePayment). Card and online payments continue at the provider's page; a bank transfer shows its instructions
 * on the result page.
 */
export default function PaymentPage() {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const session = bookingSession.get();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const { pay, submitting, error } = usePayment();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    if (!session) return;
    const controller = new AbortController();
    const { tenantId, orderId } = session;
    Promise.all([
      checkoutApi.methods(tenantId, orderId, controller.signal),
      reservationApi.getReservation({ orderId, tenantId }, controller.signal).catch(() => null),
    ]).then(
      ([methods, reservation]) => {
        const customer = reservation?.customer;
        setLoad({
          state: 'ready',
          methods,
          payer: [customer?.name, customer?.surname].filter(Boolean).join(' '),
          email: customer?.email ?? '',
          reservation,
        });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (isAbpApiError(caught) && (caught.status === 403 || caught.status === 401))
          setLoad({ state: 'forbidden' });
        else
          setLoad({
            state: 'failed',
            message: isAbpApiError(caught) && !caught.isNetworkError ? caught.message : t('errors.offline'),
          });
      },
    );
    return () => controller.abort();
    // The session's order is fixed for the page; `round` reloads after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.orderId, session?.tenantId, round]);

  if (!session || load.state === 'forbidden') return <NeedsReservation />;
  if (load.state === 'loading')
    return (
      <div className="ck-page" role="status" aria-busy="true">
        <span className="ck-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  if (load.state === 'failed')
    return (
      <div className="ck-page">
        <h1>{t('title')}</h1>
        <div className="ck-alert ck-danger" role="alert">
          <p>{load.message}</p>
        </div>
        <button
          type="button"
          className="ck-button"
          onClick={() => {
            setLoad({ state: 'loading' });
            setRound((r) => r + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );

  // A cancelled booking (or a stay that is over) is not offered a payment form: why, and whom to contact.
  if (load.reservation && closureOf(load.reservation)) return <ClosedPage reservation={load.reservation} />;
  const { methods } = load;
  const money = (amount: string) => formatMoney(amount, methods.currency, language);
  const transfer = methods.openPayments.find((p) => p.type === 2);
  const onPay = async (type: number, body: PayBody) => {
    const payment = await pay(type, body);
    if (!payment) return;
    if (payment.redirectUrl && type !== 2) goTo(payment.redirectUrl, navigate);
    else navigate(`/result/${payment.paymentId}`);
  };
  const nothingDue = Number(methods.amountDue) <= 0;

  return (
    <div className="ck-page">
      <h1>{t('title')}</h1>
      <section className="ck-card" aria-labelledby="ck-summary-title">
        <h2 id="ck-summary-title">{t('summary.title', { voucher: methods.voucherNo })}</h2>
        <dl className="ck-summary">
          <dt>{t('summary.total')}</dt>
          <dd>{money(methods.amount)}</dd>
          <dt>{t('summary.paid')}</dt>
          <dd>{money(methods.paidAmount)}</dd>
          <dt className="ck-due">{t('summary.due')}</dt>
          <dd className="ck-due">{money(methods.amountDue)}</dd>
        </dl>
      </section>
      {transfer && !nothingDue && <PendingTransferNotice transfer={transfer} methods={methods} />}
      {nothingDue ? (
        <div className="ck-alert ck-success" role="status">
          <strong>{t('summary.nothingDue')}</strong>
        </div>
      ) : methods.methods.length === 0 ? (
        <div className="ck-alert ck-danger" role="alert">
          <p>{t('methods.none')}</p>
        </div>
      ) : (
        <PaymentForm
          methods={methods}
          payer={load.payer}
          email={load.email}
          submitting={submitting}
          error={error}
          onPay={(type, body) => void onPay(type, body)}
        />
      )}
    </div>
  );
}
