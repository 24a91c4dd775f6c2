import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSession } from '../session';
import { closureOf } from './ClosedNotice';
import { ClosedPage } from './ClosedPage';
import { reservationApi } from './reservationApi';

/**
 * Shows `children` (the page) only for a booking that can still be paid; a cancelled one (or a stay that is
 * over) gets the ClosedPage instead. If the reservation cannot be read, the page itself says what went wrong.
 */
export function ClosedGuard({ session, children }: { session: BookingSession; children: ReactNode }) {
  const { t } = useTranslation('booking');
  const reservation = useQuery({
    queryKey: ['booking', session.tenantId, session.orderId, 'reservation'],
    queryFn: ({ signal }) =>
      reservationApi.getReservation({ orderId: session.orderId, tenantId: session.tenantId }, signal),
    retry: false,
  });
  if (reservation.isPending)
    return (
      <div className="bk-loading" role="status" aria-live="polite">
        <span className="bk-visually-hidden">{t('lookup.loading')}</span>
      </div>
    );
  if (reservation.data && closureOf(reservation.data)) return <ClosedPage reservation={reservation.data} />;
  return children;
}
