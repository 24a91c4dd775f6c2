import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbpApiError } from '@/api/errors';
import type { PublicPaymentDto } from '@/api/schemas/checkout';
import { checkoutApi, operationOf, type PayBody } from './api';
import { paymentAttempt } from './attempt';

export interface PayError {
  message: string;
  details: string | null;
  fields: Record<string, string>;
  offline: boolean;
}

/**
 * Starts (or repeats) the payment attempt: one request at a time (a double click sends one), the attempt's
 * idempotency key on every try, and a translated error that keeps everything the payer entered. A dropped
 * connection keeps the key, so pressing "pay" again cannot charge twice.
 */
export function usePayment() {
  const { t } = useTranslation('checkout');
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<PayError | null>(null);

  const pay = async (type: number, body: PayBody): Promise<PublicPaymentDto | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    // A corrected name or e-mail is a new attempt: the server replaces the open one, so the new details win.
    const payer = `${body.payer.trim()}\n${body.email.trim().toLowerCase()}`;
    const attempt = paymentAttempt.forPayment(body.orderId, type, body.amount, payer);
    try {
      const payment = await checkoutApi.pay(operationOf[type]!, body, attempt.key);
      paymentAttempt.rememberPayment(payment.paymentId);
      return payment;
    } catch (caught) {
      const e = isAbpApiError(caught) ? caught : null;
      const offline = !e || e.isNetworkError;
      const fields: Record<string, string> = {};
      for (const v of e?.validationErrors ?? [])
        for (const member of v.members ?? []) fields[member.toLowerCase()] = v.message;
      // A refused amount or method is a new attempt once corrected; a dropped connection is the same attempt.
      if (e && !offline && e.status === 400) paymentAttempt.settle();
      setError({
        message: offline ? t('errors.offline') : e?.validationErrors.length ? t('errors.check') : e!.message,
        details: offline ? t('errors.offlineDetails') : (e?.details ?? null),
        fields,
        offline,
      });
      return null;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };
  return { pay, submitting, error };
}
