import { useCallback, useEffect, useState } from 'react';
import { isAbpApiError } from '@/api/errors';
import type { PublicPaymentDto } from '@/api/schemas/checkout';
import { checkoutApi } from './api';
import { isRetryableDecline } from './reasons';
import { POLL_BUDGET_MS, pollDelay } from './polling';

export type StatusPhase = 'loading' | 'ready' | 'gaveUp' | 'forbidden' | 'notFound';

const FINAL = [20, 30, 40, 60];
export const isFinalStatus = (status: number) => FINAL.includes(status);

/** Nothing more to wait for: the payment ended, or its attempt was declined and the payer decides what next. */
const settled = (p: PublicPaymentDto) => isFinalStatus(p.status) || isRetryableDecline(p);

/**
 * The payment as the server knows it: one CheckPaymentStatus (the server asks the provider), then
 * GetPaymentStatus with backoff until the status is final or the attempt was declined (the payer acts next), for
 * two minutes (bank transfers: as long as the page is
 * open). A dropped connection keeps the last answer and keeps trying; `retry` starts again (the "check again"
 * button).
 */
export function usePaymentStatus(paymentId: number | null) {
  const [payment, setPayment] = useState<PublicPaymentDto | null>(null);
  const [phase, setPhase] = useState<StatusPhase>('loading');
  const [offline, setOffline] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (paymentId === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let last: PublicPaymentDto | null = null;
    const started = Date.now();
    const schedule = () => {
      if (controller.signal.aborted || (last && settled(last))) return;
      const transfer = last?.type === 2;
      if (!transfer && Date.now() - started >= POLL_BUDGET_MS) {
        setPhase('gaveUp');
        return;
      }
      timer = setTimeout(poll, pollDelay(attempt++, transfer));
    };
    const apply = (next: PublicPaymentDto) => {
      if (controller.signal.aborted) return;
      last = next;
      setPayment(next);
      setOffline(false);
      setPhase('ready');
      schedule();
    };
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      if (isAbpApiError(error) && (error.status === 403 || error.status === 401))
        return setPhase('forbidden');
      if (isAbpApiError(error) && error.status === 404) return setPhase('notFound');
      setOffline(true);
      schedule();
    };
    function poll() {
      checkoutApi.status(paymentId!, controller.signal).then(apply, fail);
    }
    checkoutApi.check(paymentId).then(apply, fail);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [paymentId, round]);

  const retry = useCallback(() => {
    setPhase('loading');
    setRound((r) => r + 1);
  }, []);
  return { payment, phase, offline, retry };
}
