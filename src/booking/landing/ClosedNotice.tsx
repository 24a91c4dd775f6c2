import { useTranslation } from 'react-i18next';
import type { ReservationDto } from '@/api/schemas/reservation';
import { formatDay } from '../format';

/** Order status 4 (a literal: the public pages do not load the order schemas). */
const CANCELLED = 4;

/**
 * Why the booking can no longer be paid online, or null: the server's `paymentClosed` (issue 26), or, from a
 * backend that does not send it, the cancelled status alone.
 */
export function closureOf(r: Pick<ReservationDto, 'status' | 'paymentClosed'>) {
  if (r.paymentClosed) return r.paymentClosed;
  return r.status === CANCELLED ? 'cancelled' : null;
}

/** Whom to contact: the agent by name and e-mail where known, else the agency, else "your travel agent". */
function Contact({ reservation: r }: { reservation: ReservationDto }) {
  const { t } = useTranslation('booking');
  const contact = r.contact;
  if (contact?.name && contact.email)
    return (
      <p>
        {t('closed.contactAgent', { name: contact.name, agency: contact.agency })}{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
    );
  if (contact?.agency) return <p>{t('closed.contactAgency', { agency: contact.agency })}</p>;
  if (r.agentCode) return <p>{t('closed.contactAgentCode', { code: r.agentCode })}</p>;
  return <p>{t('closed.contactUnknown')}</p>;
}

/**
 * The notice of a booking that cannot be paid online (cancelled, or the stay is over and the tenant does not allow
 * paying after it), with whom to contact; where paying after the stay is allowed, a note that the stay is over.
 * The landing, /payment and /extra-services show it instead of their actions.
 */
export function ClosedNotice({
  reservation: r,
  headingLevel = 2,
}: {
  reservation: ReservationDto;
  /** 1 where the notice is the page (/payment, /extra-services opened directly). */
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const closure = closureOf(r);
  const date = formatDay(r.checkOut, language);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (!closure) return r.stayOver ? <p className="bk-note">{t('closed.stayOverNote', { date })}</p> : null;
  return (
    <section className={`bk-card bk-card-body bk-closed bk-closed-${closure}`} aria-labelledby="bk-closed">
      <Heading id="bk-closed" tabIndex={-1}>
        {t(closure === 'cancelled' ? 'closed.cancelledTitle' : 'closed.stayOverTitle')}
      </Heading>
      <p>{closure === 'cancelled' ? t('closed.cancelledBody') : t('closed.stayOverBody', { date })}</p>
      <Contact reservation={r} />
    </section>
  );
}
