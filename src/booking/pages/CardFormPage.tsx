import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isAbpApiError } from '@/api/errors';
import type { PublicPaymentDto } from '@/api/schemas/checkout';
import { formatMoney } from '@/components/display/format';
import { bookingSession } from '../session';
import { checkoutApi } from '../checkout/api';
import { CardFields, cardProblems, type CardValues } from '../checkout/CardFields';
import { ChallengeStep } from '../checkout/ChallengeStep';
import { NeedsReservation } from '../checkout/NeedsReservation';
import { TestCards } from '../checkout/TestCards';
import '../checkout/checkout.css';

const empty: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/**
 * /revolut-payment-form?paymentId&token: the card form of the payment simulator (standing in for the provider's
 * card field): checks as typed, an error summary on submit, the test cards outside production, and the 3-D Secure
 * step. Whatever the provider decides, the result page asks the server (never this page) whether it was paid.
 */
export default function CardFormPage() {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('paymentId'));
  const token = params.get('token') ?? '';
  const session = bookingSession.get();
  const [payment, setPayment] = useState<PublicPaymentDto | null>(null);
  const [showTests, setShowTests] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const [values, setValues] = useState<CardValues>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof CardValues, boolean>>>({});
  const [step, setStep] = useState<'card' | 'challenge'>('card');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<string[]>([]);

  useEffect(() => {
    if (!session || !paymentId) return;
    const controller = new AbortController();
    checkoutApi.status(paymentId, controller.signal).then(
      (p) => {
        setPayment(p);
        if (p.status === 50) setStep('challenge');
        else if (p.status !== 0) navigate(`/result/${p.paymentId}`, { replace: true });
      },
      (e: unknown) => {
        if (isAbpApiError(e) && (e.status === 403 || e.status === 401)) setForbidden(true);
        else if (!controller.signal.aborted) setFailure(t('errors.offline'));
      },
    );
    checkoutApi.methods(session.tenantId, session.orderId, controller.signal).then(
      (m) => setShowTests(m.showTestCards),
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentId]);

  if (!session || forbidden || !paymentId) return <NeedsReservation />;

  const provider = async (work: () => Promise<{ state: string }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await work();
      if (answer.state === 'challenge') setStep('challenge');
      else navigate(`/result/${paymentId}`);
    } catch (e) {
      const error = isAbpApiError(e) ? e : null;
      // Card data stays in the form; a dropped connection changes nothing at the provider's end.
      setFailure(!error || error.isNetworkError ? t('errors.cardOffline') : error.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = cardProblems(values);
    setTouched({ name: true, number: true, expiry: true, cvc: true });
    const keys = Object.values(problems);
    setSummary(keys.map((k) => t(k)));
    if (keys.length) {
      requestAnimationFrame(() => document.getElementById('ck-card-summary')?.focus());
      return;
    }
    void provider(() => checkoutApi.submitCard(paymentId, { token, ...values }));
  };

  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="ck-page">
      <h1>{t('card.title')}</h1>
      {payment && (
        <p className="ck-summary-line">
          {t('card.paying', {
            amount: formatMoney(payment.amount, payment.currency, language),
            voucher: payment.voucherNo,
          })}
        </p>
      )}
      {failure && (
        <div className="ck-alert ck-danger" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {step === 'challenge' ? (
        <ChallengeStep
          busy={busy}
          onAnswer={(approve) => void provider(() => checkoutApi.answerChallenge(paymentId, token, approve))}
        />
      ) : (
        <form noValidate onSubmit={submit} className="ck-card">
          {summary.length > 0 && (
            <div id="ck-card-summary" className="ck-alert ck-danger" role="alert" tabIndex={-1}>
              <strong>{t('card.summary')}</strong>
              <ul>
                {summary.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
          <CardFields
            values={values}
            onChange={setValues}
            touched={touched}
            onTouch={(f) => setTouched((x) => ({ ...x, [f]: true }))}
            disabled={busy}
          />
          <button type="submit" className="ck-button ck-wide" disabled={busy} aria-disabled={busy}>
            {busy && <span className="ck-spinner" aria-hidden="true" />}
            {busy
              ? t('pay.busy')
              : payment
                ? t('pay.button', { amount: formatMoney(payment.amount, payment.currency, language) })
                : t('card.submit')}
          </button>
          <p className="ck-hint">{t('card.secure')}</p>
        </form>
      )}
      {showTests && step === 'card' && (
        <TestCards
          onPick={(number) =>
            setValues((v) => ({
              ...v,
              number,
              expiry: v.expiry || '12/34',
              cvc: v.cvc || '123',
              name: v.name || 'Test Card',
            }))
          }
        />
      )}
    </div>
  );
}
