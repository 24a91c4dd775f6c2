import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { bookingSession } from '../session';
import { paymentAttempt } from '../checkout/attempt';
import { NeedsReservation } from '../checkout/NeedsReservation';
import { ResultView } from '../checkout/ResultView';
import { isFinalStatus, usePaymentStatus } from '../checkout/usePaymentStatus';
import '../checkout/checkout.css';

/**
 * /result and /result/:paymentId: never trusts the address; asks the server (CheckPaymentStatus, then
 * GetPaymentStatus with backoff) and shows success, failure with its reason and "try again" on the same order,
 * a pending payment, a bank transfer awaiting funds, or — after two minutes — "we'll e-mail you".
 */
export default function ResultPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const params = useParams();
  const paymentId = params.paymentId ? Number(params.paymentId) : paymentAttempt.lastPayment();
  const valid = paymentId !== null && Number.isSafeInteger(paymentId) && paymentId > 0;
  const session = bookingSession.get();
  const { payment, phase, offline, retry } = usePaymentStatus(valid && session ? paymentId : null);

  // A settled attempt is over: the next "pay" is a new attempt with a new key.
  useEffect(() => {
    if (payment && isFinalStatus(payment.status)) paymentAttempt.settle();
  }, [payment]);

  if (!session || phase === 'forbidden') return <NeedsReservation />;
  if (!valid || phase === 'notFound')
    return (
      <div className="ck-page">
        <h1>{t('result.none.title')}</h1>
        <p>{t('result.none.body')}</p>
        <Link className="ck-button" to="/payment">
          {t('result.none.pay')}
        </Link>
      </div>
    );

  return (
    <div className="ck-page">
      <div aria-live="polite">
        {!payment ? (
          <p role="status">
            <span className="ck-spinner" aria-hidden="true" />
            {t('result.checking')}
          </p>
        ) : (
          <ResultView payment={payment} onTryAgain={() => navigate('/payment')} />
        )}
        {offline && (
          <div className="ck-alert ck-danger" role="alert">
            <p>{t('result.offline')}</p>
          </div>
        )}
        {phase === 'gaveUp' && (
          <div className="ck-alert">
            <strong>{t('result.gaveUp.title')}</strong>
            <p>{t('result.gaveUp.body')}</p>
            <div className="ck-actions">
              <button type="button" className="ck-button ck-secondary" onClick={retry}>
                {t('result.gaveUp.check')}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
