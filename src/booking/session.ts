/**
 * The visitor's booking session: which reservation they opened and the grant the server gave them for it
 * (see server/abp/bookingGrant.ts). Kept in sessionStorage, so a reload keeps the checkout and closing the tab
 * forgets it; the basket itself lives on the server, so a second device gets it back after proving who they are.
 */
export interface BookingSession {
  tenantId: number;
  orderId: number;
  voucherNo: string;
  /** The server's basket for this order, once one exists. */
  basketId: string | null;
  /** Sent back as `X-Booking-Grant` on every public call about this order. */
  grant: string;
  /** ISO time after which the grant is refused and the visitor confirms who they are again. */
  grantExpiresAt: string;
}

const KEY = 'Booking.Session';
type Listener = (session: BookingSession | null) => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is BookingSession {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.tenantId === 'number' &&
    typeof s.orderId === 'number' &&
    typeof s.voucherNo === 'string' &&
    typeof s.grant === 'string' &&
    typeof s.grantExpiresAt === 'string' &&
    (s.basketId === null || typeof s.basketId === 'string')
  );
}

export const bookingSession = {
  /** The stored session, or null when there is none, it is unreadable or its grant has expired. */
  get(now: Date = new Date()): BookingSession | null {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
      if (!isSession(parsed)) return null;
      return Date.parse(parsed.grantExpiresAt) > now.getTime() ? parsed : null;
    } catch {
      return null;
    }
  },
  set(session: BookingSession) {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      // Private mode or a full quota: the session still lives in memory for this page.
    }
    for (const listener of listeners) listener(session);
  },
  update(patch: Partial<BookingSession>) {
    const current = bookingSession.get();
    if (current) bookingSession.set({ ...current, ...patch });
  },
  clear() {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
    for (const listener of listeners) listener(null);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
