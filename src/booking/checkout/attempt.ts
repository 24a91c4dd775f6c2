/**
 * The payer's current payment attempt: one idempotency key per attempt (order, method, amount, payer's name and
 * e-mail: a corrected address is a new attempt, which the server lets replace the open one), kept in
 * sessionStorage until the attempt settles, so that a double click, a reload or a retry after a dropped connection
 * sends the same key and the server answers with the same payment instead of charging twice.
 */
export interface PaymentAttempt {
  key: string;
  orderId: number;
  type: number;
  amount: string;
  /** The payer's name and e-mail address the attempt was started with. */
  payer?: string;
}

const KEY = 'Booking.PaymentAttempt';
const LAST = 'Booking.LastPayment';

function read(): PaymentAttempt | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as PaymentAttempt | null;
    return value && typeof value.key === 'string' ? value : null;
  } catch {
    return null;
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export const paymentAttempt = {
  /** The attempt for this order, method, amount and payer: the stored one, or a new key. */
  forPayment(orderId: number, type: number, amount: string, payer = ''): PaymentAttempt {
    const stored = read();
    if (
      stored &&
      stored.orderId === orderId &&
      stored.type === type &&
      stored.amount === amount &&
      (stored.payer ?? '') === payer
    )
      return stored;
    const attempt = { key: newKey(), orderId, type, amount, payer };
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(attempt));
    } catch {
      // Storage refused: the key still guards this page's retries.
    }
    return attempt;
  },
  current: read,
  /** The attempt ended (paid, failed, cancelled): the next "pay" is a new attempt. */
  settle() {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  },
  rememberPayment(paymentId: number) {
    try {
      window.sessionStorage.setItem(LAST, String(paymentId));
    } catch {
      // Not remembered: /result/{id} still works.
    }
  },
  lastPayment(): number | null {
    try {
      const value = Number(window.sessionStorage.getItem(LAST));
      return Number.isSafeInteger(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
};
