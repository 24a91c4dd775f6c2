import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReservationDto } from '@/api/schemas/reservation';
import { ClosedNotice } from './ClosedNotice';

/** /payment or /extra-services opened for a booking that cannot be paid online: why, whom to contact, the way back. */
export function ClosedPage({ reservation }: { reservation: ReservationDto }) {
  const { t } = useTranslation('booking');
  return (
    <div className="bk-closed-page">
      <ClosedNotice reservation={reservation} headingLevel={1} />
      <Link className="bk-button" to="/">
        {t('closed.back')}
      </Link>
    </div>
  );
}
