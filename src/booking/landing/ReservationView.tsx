import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReservationDto } from '@/api/schemas/reservation';
import { ClosedNotice, closureOf } from './ClosedNotice';
import { DocumentsCard, TransferCard } from './ServicesCards';
import { HotelCard } from './HotelCard';
import { formatDay, formatMoney } from '../format';
import './landing.css';

const TRAVELLER_KIND: Record<number, string> = { 1: 'adult', 2: 'child', 3: 'infant' };

/** The reservation once the visitor proved who they are: hotel, stay, people, what was booked, and what is left to pay. */
export function ReservationView({
  reservation: r,
  onClose,
  focusHeading = false,
}: {
  reservation: ReservationDto;
  onClose(): void;
  /** After the visitor's own step, the heading takes the focus so that the new page is read out. */
  focusHeading?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
    // Once, when the reservation appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: string) => formatMoney(amount, r.currency, language);
  const closure = closureOf(r);
  const due = Number(r.amountDue) > 0 && r.status !== 4;
  return (
    <div className="bk-reservation">
      <header className="bk-page-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('reservation.title')}
        </h1>
        <p className="bk-muted">
          {t('reservation.voucher', { voucherNo: r.voucherNo })}{' '}
          <span className={`bk-status bk-status-${r.status}`}>{t(`reservation.status.${r.status}`)}</span>
        </p>
      </header>

      <ClosedNotice reservation={r} />

      <HotelCard reservation={r} language={language} />

      <section className="bk-card bk-card-body" aria-labelledby="bk-stay">
        <h2 id="bk-stay">{t('reservation.stay')}</h2>
        <dl className="bk-dates">
          <div>
            <dt>{t('reservation.checkIn')}</dt>
            <dd>{formatDay(r.checkIn, language)}</dd>
          </div>
          <div>
            <dt>{t('reservation.checkOut')}</dt>
            <dd>{formatDay(r.checkOut, language)}</dd>
          </div>
        </dl>
        <p className="bk-muted">{t('reservation.nights', { count: r.nights })}</p>
        <h3>{t('reservation.travellers')}</h3>
        <ul className="bk-list">
          {r.travellers.map((p) => (
            <li key={p.id}>
              {p.firstName} {p.lastName}{' '}
              <span className="bk-muted">
                · {t(`reservation.kind.${TRAVELLER_KIND[p.kind] ?? 'adult'}`)}
                {p.isLead ? ` · ${t('reservation.lead')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="bk-card bk-card-body" aria-labelledby="bk-lines">
        <h2 id="bk-lines">{t('reservation.services')}</h2>
        <ul className="bk-lines">
          {r.lines.map((line) => (
            <li key={line.id}>
              <span>
                {t(`codes.${line.code}`, { defaultValue: line.description })}
                <span className="bk-muted bk-line-detail">
                  {line.quantity} × {money(line.unitPrice)}
                </span>
              </span>
              <span className="bk-amount">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
        <dl className="bk-totals">
          <div>
            <dt>{t('reservation.total')}</dt>
            <dd>{money(r.amount)}</dd>
          </div>
          <div>
            <dt>{t('reservation.paid')}</dt>
            <dd>{money(r.paidAmount)}</dd>
          </div>
          <div className="bk-due">
            <dt>{t('reservation.due')}</dt>
            <dd>{money(r.amountDue)}</dd>
          </div>
        </dl>
        {due && r.isPartialPayment && r.minimumPartialAmount && (
          <p className="bk-note">{t('reservation.partial', { amount: money(r.minimumPartialAmount) })}</p>
        )}
        {!due && r.status !== 4 && <p className="bk-note bk-note-ok">{t('reservation.paidInFull')}</p>}
      </section>

      {r.transfers.map((transfer) => (
        <TransferCard key={transfer.supplierBookingNumber} tenantId={r.tenantId} transfer={transfer} />
      ))}
      <DocumentsCard tenantId={r.tenantId} voucherNo={r.voucherNo} />

      {!closure && (!r.stayOver || due) && (
        <nav className="bk-actions" aria-label={t('reservation.next')}>
          {!r.stayOver && (
            <Link className="bk-button" to="/extra-services">
              {t('reservation.addExtras')}
            </Link>
          )}
          {due && (
            <Link className="bk-button bk-button-primary" to="/payment">
              {t('reservation.payNow', { amount: money(r.amountDue) })}
            </Link>
          )}
        </nav>
      )}
      <p className="bk-muted bk-close">
        {r.agentCode && <>{t('reservation.agent', { code: r.agentCode })} · </>}
        <button type="button" className="bk-link-button" onClick={onClose}>
          {t('reservation.close')}
        </button>
      </p>
    </div>
  );
}
