import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiConfig } from '@/api/config';
import type { ReservationDto } from '@/api/schemas/reservation';
import { formatDay } from './format';
import { reservationApi } from './reservationApi';

/** The order's documents: short-lived addresses the server signs for the grant holder. */
export function DocumentsCard({ tenantId, voucherNo }: { tenantId: number; voucherNo: string }) {
  const { t, i18n } = useTranslation('booking');
  const documents = useQuery({
    queryKey: ['booking', tenantId, 'documents', voucherNo, i18n.language],
    queryFn: () => reservationApi.documents(tenantId, voucherNo),
    staleTime: 10 * 60_000,
  });
  return (
    <section className="bk-card bk-card-body" aria-labelledby="bk-documents">
      <h2 id="bk-documents">{t('documents.title')}</h2>
      {documents.isPending && <p className="bk-muted">{t('documents.loading')}</p>}
      {documents.isError && (
        <p className="bk-error" role="alert">
          {t('documents.error')}{' '}
          <button type="button" className="bk-link-button" onClick={() => void documents.refetch()}>
            {t('errors.retry')}
          </button>
        </p>
      )}
      {documents.data && (
        <ul className="bk-list">
          {documents.data.documents.map((doc) => (
            <li key={doc.kind}>
              <a href={`${apiConfig.baseUrl}${doc.url}`} target="_blank" rel="noopener noreferrer">
                {t(`documents.${doc.kind}`, { defaultValue: doc.fileName })}
                <span className="bk-visually-hidden"> {t('hotel.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A transfer booked with the order: its pick-ups (trip direction 1 forward, 2 backward, 3 round trip). */
export function TransferCard({
  tenantId,
  transfer,
}: {
  tenantId: number;
  transfer: ReservationDto['transfers'][number];
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const info = useQuery({
    queryKey: ['booking', tenantId, 'transfer', transfer.supplierBookingNumber],
    queryFn: () => reservationApi.transferInfo(tenantId, transfer),
    staleTime: 10 * 60_000,
  });
  return (
    <section
      className="bk-card bk-card-body"
      aria-labelledby={`bk-transfer-${transfer.supplierBookingNumber}`}
    >
      <h2 id={`bk-transfer-${transfer.supplierBookingNumber}`}>
        {t('transfer.title')}
        {info.data && (
          <span className="bk-muted"> · {t(`transfer.direction.${info.data.tripDirection}`)}</span>
        )}
      </h2>
      {info.isPending && <p className="bk-muted">{t('transfer.loading')}</p>}
      {info.isError && (
        <p className="bk-error" role="alert">
          {t('transfer.error')}
        </p>
      )}
      {info.data && (
        <ol className="bk-legs">
          {info.data.legs.map((leg) => (
            <li key={leg.direction}>
              <p className="bk-leg-when">
                <strong>{t(`transfer.leg.${leg.direction}`)}</strong> · {formatDay(leg.date, language)} ·{' '}
                {t('transfer.pickupAt', { time: leg.pickupTime })}
              </p>
              <p className="bk-muted">
                {t('transfer.from')}: {leg.pickupPlace}
                <br />
                {t('transfer.to')}: {leg.dropoffPlace}
              </p>
            </li>
          ))}
        </ol>
      )}
      {info.data && (
        <p className="bk-muted">
          {t('transfer.booking', {
            number: info.data.supplierBookingNumber,
            supplier: info.data.supplierCode,
          })}{' '}
          · {t('transfer.passengers', { count: info.data.passengers })}
        </p>
      )}
    </section>
  );
}
