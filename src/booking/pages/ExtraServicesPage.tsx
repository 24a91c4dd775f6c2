import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { productTypes } from '@/api/schemas/productKinds';
import type { BasketItemDto } from '@/api/schemas/basket';
import type { BookingSession } from '../session';
import { BasketSummary } from '../extras/BasketSummary';
import { ClosedGuard } from '../landing/ClosedGuard';
import { ProductCard } from '../extras/ProductCard';
import { errorText, useBookingSession, useExtras } from '../extras/useExtras';
import '../extras/extras.css';

/**
 * /extra-services: transfers, insurance, excursions and upgrades for the visitor's reservation, priced by the
 * server, in a basket kept on the server; "Continue to payment" adds the basket to the booking, then /payment.
 * Without a booking session the visitor goes back to / with a message (the landing shows `state.notice`); a
 * cancelled booking (or a stay that is over) gets the ClosedPage instead of the offers.
 */
export default function ExtraServicesPage() {
  const { t } = useTranslation('extras');
  const session = useBookingSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) void navigate('/', { replace: true, state: { notice: t('noSession') } });
  }, [session, navigate, t]);
  return session ? (
    <ClosedGuard session={session}>
      <ExtraServices session={session} />
    </ClosedGuard>
  ) : null;
}

function ExtraServices({ session }: { session: BookingSession }) {
  const { t } = useTranslation('extras');
  const navigate = useNavigate();
  const { search, basket, add, remove, toOrder, language } = useExtras(session);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = add.isPending || remove.isPending || toOrder.isPending;

  const fail = (e: unknown) => {
    setError(errorText(e, t));
    requestAnimationFrame(() => errorRef.current?.focus());
  };
  const onRemove = (line: BasketItemDto) => {
    setError(null);
    remove.mutate({ productType: line.productType, lineId: line.lineId }, { onError: fail });
  };
  const onContinue = () => {
    setError(null);
    toOrder.mutate(undefined, { onSuccess: () => void navigate('/payment'), onError: fail });
  };

  const offers = search.data?.items ?? [];
  const lines = basket.data?.items ?? [];
  return (
    <div className="bk-extras">
      <h1 className="bk-title">{t('title')}</h1>
      <p className="bk-muted">{t('intro')}</p>
      {error && (
        <div ref={errorRef} className="bk-alert" role="alert" tabIndex={-1}>
          {error}
        </div>
      )}
      {search.isPending && (
        <p role="status" className="bk-muted">
          {t('loading')}
        </p>
      )}
      {search.isError && (
        <div className="bk-alert" role="alert">
          <p>{errorText(search.error, t)}</p>
          <button type="button" className="bk-button" onClick={() => void search.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      )}
      {search.isSuccess && offers.length === 0 && <p>{t('noOffers')}</p>}
      {productTypes.map((type) => {
        const ofType = offers.filter((o) => o.productType === type);
        if (ofType.length === 0) return null;
        return (
          <section key={type} className="bk-product-group" aria-labelledby={`bk-type-${type}`}>
            <h2 id={`bk-type-${type}`}>{t(`types.${type}`)}</h2>
            <ul className="bk-products">
              {ofType.map((offer) => (
                <ProductCard
                  key={offer.productId}
                  offer={offer}
                  lines={lines.filter((l) => l.productId === offer.productId)}
                  language={language}
                  busy={busy}
                  onAdd={(choice) => {
                    setError(null);
                    add.mutate(
                      { productType: offer.productType, productId: offer.productId, ...choice },
                      { onError: fail },
                    );
                  }}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <BasketSummary
        basket={basket.data}
        language={language}
        busy={busy}
        continuing={toOrder.isPending}
        onRemove={onRemove}
        onContinue={onContinue}
        onSkip={() => void navigate('/payment')}
      />
    </div>
  );
}
