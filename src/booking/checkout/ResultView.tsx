import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicPaymentDto } from '@/api/schemas/checkout';
import { formatMoney } from '@/components/display/format';
import { BankTransferInstructions } from './BankTransferInstructions';
import { isRetryableDecline, reasonKey } from './reasons';

export type ResultState =
  | 'succeeded'
  | 'failed'
  | 'declined'
  | 'cancelled'
  | 'detached'
  | 'action'
  | 'pending'
  | 'transferAwaiting'
  | 'transferSucceeded'
  | 'transferExpired'
  | 'transferCancelled'
  | 'paidOtherwise';

export function resultState(p: PublicPaymentDto): ResultState {
  const bt = p.bankTransfer;
  if (p.type === 2 && bt) {
    if (p.status === 20) return 'transferSucceeded';
    if (bt.status === 3) return 'transferExpired';
    // Cancelled because the booking was paid another way (the transfer would have overpaid it).
    if (p.status === 40 && bt.status === 4) return 'transferCancelled';
    if (p.status === 10 || p.status === 0) return 'transferAwaiting';
  }
  // A card or online-banking attempt cancelled because the booking was paid another way meanwhile.
  if (p.status === 40 && p.failureReason === 'order_paid') return 'paidOtherwise';
  if (isRetryableDecline(p)) return 'declined';
  switch (p.status) {
    case 20:
      return 'succeeded';
    case 30:
      return 'failed';
    case 40:
      return 'cancelled';
    case 60:
      return 'detached';
    case 50:
      return 'action';
    default:
      return 'pending';
  }
}

interface Props {
  payment: PublicPaymentDto;
  onTryAgain(): void;
}

/** One payment's outcome: what happened, whether money was taken, and what to do next. */
export function ResultView({ payment, onTryAgain }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const state = resultState(payment);
  const heading = useRef<HTMLHeadingElement>(null);
  const final = [
    'succeeded',
    'failed',
    'declined',
    'cancelled',
    'detached',
    'transferSucceeded',
    'transferExpired',
    'transferCancelled',
    'paidOtherwise',
  ].includes(state);
  // Focus goes to the heading once the outcome is known (WCAG 4.1.3 with the live region around it).
  useEffect(() => {
    if (final) heading.current?.focus();
  }, [final, state]);
  const amount = formatMoney(payment.amount, payment.currency, language);
  const tone =
    state === 'succeeded' || state === 'transferSucceeded'
      ? 'ck-success'
      : final && state !== 'transferCancelled' && state !== 'paidOtherwise'
        ? 'ck-danger'
        : '';
  return (
    <>
      <div className={`ck-alert ${tone}`}>
        <h1 ref={heading} tabIndex={-1} data-state={state}>
          {state === 'pending' && <span className="ck-spinner" aria-hidden="true" />}
          {t(`result.${state}.title`)}
        </h1>
        <p>{t(`result.${state}.body`, { amount, voucher: payment.voucherNo })}</p>
        {(state === 'failed' || state === 'declined') && (
          <p>
            <strong>{t(reasonKey(payment.failureReason))}</strong> {t(`result.${state}.nothingCharged`)}
          </p>
        )}
      </div>
      {(state === 'succeeded' || state === 'transferSucceeded') && (
        <section className="ck-card">
          <dl className="ck-summary">
            <dt>{t('result.reference')}</dt>
            <dd>{`${payment.voucherNo}-${payment.paymentId}`}</dd>
            <dt>{t('result.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('result.orderPaid')}</dt>
            <dd>{formatMoney(payment.orderPaidAmount, payment.currency, language)}</dd>
          </dl>
          <p>{t('result.next')}</p>
          <div className="ck-actions">
            <Link className="ck-button" to="/">
              {t('result.documents')}
            </Link>
          </div>
        </section>
      )}
      {state === 'transferAwaiting' && payment.bankTransfer && (
        <BankTransferInstructions transfer={payment.bankTransfer} />
      )}
      {state === 'action' && payment.redirectUrl && (
        <div className="ck-actions">
          <a className="ck-button" href={payment.redirectUrl}>
            {t('result.action.resume')}
          </a>
        </div>
      )}
      {state === 'declined' && (
        <div className="ck-actions">
          {payment.redirectUrl ? (
            <a className="ck-button" href={payment.redirectUrl}>
              {t('result.tryAgain')}
            </a>
          ) : null}
          <button
            type="button"
            className={payment.redirectUrl ? 'ck-button ck-secondary' : 'ck-button'}
            onClick={onTryAgain}
          >
            {t('result.declined.otherMethod')}
          </button>
        </div>
      )}
      {(state === 'transferCancelled' || state === 'paidOtherwise') && (
        <div className="ck-actions">
          <Link className="ck-button" to="/">
            {t('result.documents')}
          </Link>
        </div>
      )}
      {['failed', 'cancelled', 'detached', 'transferExpired'].includes(state) && (
        <div className="ck-actions">
          <button type="button" className="ck-button" onClick={onTryAgain}>
            {t('result.tryAgain')}
          </button>
        </div>
      )}
    </>
  );
}
