import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isAbpApiError } from '@/api/errors';
import type { ReservationDto } from '@/api/schemas/reservation';
import { ProofForm, proofAnswer, type ProofValues } from '../landing/ProofForm';
import { rememberReservation, reservationApi } from '../landing/reservationApi';
import { bookingSession } from '../session';

/** The reservation view comes after the proof: its code is fetched meanwhile, not with the page (landing budget). */
const loadView = () => import('../landing/ReservationView');
const ReservationView = lazy(() => loadView().then((m) => ({ default: m.ReservationView })));

type State =
  | { kind: 'loading' }
  | { kind: 'form'; mode: 'lookup' | 'link'; notice?: string }
  | { kind: 'linkError'; message: string }
  /** `focus`: reached by the visitor's own step (not on arrival), so its heading takes the focus. */
  | { kind: 'reservation'; reservation: ReservationDto; focus: boolean };

/** A refused reservation link (expired or altered): a 400 without field errors, before any proof is checked. */
const isLinkRefusal = (error: unknown) =>
  isAbpApiError(error) && error.status === 400 && error.validationErrors.length === 0;

/**
 * `/`: the landing of the public booking flow. From a reservation link (`?token=`) the visitor confirms the surname
 * or phone; otherwise they look the booking up by voucher number. Then the reservation, with the grant kept in the
 * booking session for the next pages. A session already held opens the reservation again without asking.
 */
export default function LandingPage() {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  // A later step sends a visitor without a booking session back here with why (`state.notice`).
  const { state: arrival } = useLocation() as { state: { notice?: unknown } | null };
  const arrivalNotice = typeof arrival?.notice === 'string' ? arrival.notice : undefined;
  const token = params.get('token');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  const messageOf = (e: unknown) => {
    if (!isAbpApiError(e)) return t('errors.generic');
    if (e.isNetworkError) return t('errors.network');
    if (e.status === 403) return t('errors.sessionExpired');
    return e.validationErrors[0]?.message ?? e.message;
  };

  useEffect(() => {
    const controller = new AbortController();
    const session = bookingSession.get();
    const start = async () => {
      if (token) {
        try {
          await reservationApi.getReservation({ token }, controller.signal);
        } catch (e) {
          if (controller.signal.aborted) return;
          if (isLinkRefusal(e)) setState({ kind: 'linkError', message: messageOf(e) });
          else setState({ kind: 'form', mode: 'link' });
        }
        return;
      }
      if (!session) return setState({ kind: 'form', mode: 'lookup', notice: arrivalNotice });
      try {
        const reservation = await reservationApi.getReservation(
          { orderId: session.orderId },
          controller.signal,
        );
        rememberReservation(reservation);
        setState({ kind: 'reservation', reservation, focus: false });
      } catch (e) {
        if (controller.signal.aborted) return;
        if (isAbpApiError(e) && e.status === 403) bookingSession.clear();
        setState({ kind: 'form', mode: 'lookup', notice: messageOf(e) });
      }
    };
    void start();
    return () => controller.abort();
    // Runs once per link: the language may change meanwhile without asking again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // After the visitor's own step (not on arrival), the new heading takes the focus so that it is read out.
  const arrived = useRef(false);
  useEffect(() => {
    document.title = t(state.kind === 'reservation' ? 'reservation.title' : 'lookup.title');
    if (state.kind === 'loading') return;
    // The reservation view is lazy: it takes the focus itself once it is there.
    if (arrived.current && state.kind !== 'reservation') heading.current?.querySelector('h1')?.focus();
    arrived.current = true;
  }, [state.kind, t]);

  const submit = async (values: ProofValues, mode: 'lookup' | 'link') => {
    void loadView();
    setBusy(true);
    setError(null);
    try {
      const answer = proofAnswer(values, mode);
      const reservation = await reservationApi.getReservation(
        mode === 'link' && token ? { token, ...answer } : { voucherNo: values.voucherNo.trim(), ...answer },
      );
      rememberReservation(reservation);
      if (token) {
        // The link has done its job; a reload now reopens the booking with the grant.
        const next = new URLSearchParams(params);
        next.delete('token');
        setParams(next, { replace: true });
      }
      setState({ kind: 'reservation', reservation, focus: true });
    } catch (e) {
      if (mode === 'link' && isLinkRefusal(e)) setState({ kind: 'linkError', message: messageOf(e) });
      else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const lookUp = () => {
    setError(null);
    setState({ kind: 'form', mode: 'lookup' });
  };

  return (
    <div ref={heading}>
      {state.kind === 'loading' && (
        <div className="bk-loading" role="status" aria-live="polite">
          <span className="bk-visually-hidden">{t('lookup.loading')}</span>
        </div>
      )}
      {state.kind === 'form' && (
        <>
          <header className="bk-page-head">
            <h1 tabIndex={-1}>{t(state.mode === 'link' ? 'confirm.title' : 'lookup.title')}</h1>
            <p className="bk-muted">{t(state.mode === 'link' ? 'confirm.intro' : 'lookup.intro')}</p>
          </header>
          {state.notice && <p className="bk-notice">{state.notice}</p>}
          <ProofForm
            key={state.mode}
            mode={state.mode}
            busy={busy}
            error={error}
            onSubmit={(values) => void submit(values, state.mode)}
          />
          {state.mode === 'link' && (
            <p className="bk-alt">
              <button type="button" className="bk-link-button" onClick={lookUp}>
                {t('confirm.useVoucher')}
              </button>
            </p>
          )}
        </>
      )}
      {state.kind === 'linkError' && (
        <section className="bk-card bk-card-body bk-link-error" aria-labelledby="bk-link-error">
          <h1 id="bk-link-error" tabIndex={-1}>
            {t('errors.linkTitle')}
          </h1>
          <p role="alert">{state.message}</p>
          <button type="button" className="bk-button bk-button-primary" onClick={lookUp}>
            {t('errors.linkLookup')}
          </button>
        </section>
      )}
      {state.kind === 'reservation' && (
        <Suspense fallback={<div className="bk-loading" role="status" aria-busy="true" />}>
          <ReservationView
            reservation={state.reservation}
            focusHeading={state.focus}
            onClose={() => {
              bookingSession.clear();
              lookUp();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
