import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReservationDto } from '@/api/schemas/reservation';
import { Gallery } from './Gallery';
import { reservationApi } from './reservationApi';

/** The hotel: pictures, name and stars, address with a map link, and the description in the visitor's language. */
export function HotelCard({ reservation, language }: { reservation: ReservationDto; language: string }) {
  const { t } = useTranslation('booking');
  const { hotel } = reservation;
  const key = ['booking', reservation.tenantId, 'hotel', hotel.tvHotelCode, language] as const;
  const images = useQuery({
    queryKey: [...key, 'images'],
    queryFn: () => reservationApi.hotelImages(hotel.tvHotelCode, language),
    staleTime: Infinity,
  });
  const detail = useQuery({
    queryKey: [...key, 'detail'],
    queryFn: () => reservationApi.hotelDetail(hotel.tvHotelCode, language),
    staleTime: Infinity,
  });
  const location = useQuery({
    queryKey: [...key, 'location'],
    queryFn: () => reservationApi.hotelLocation(hotel.tvHotelCode),
    staleTime: Infinity,
  });
  return (
    <section className="bk-card bk-hotel" aria-labelledby="bk-hotel-name">
      {images.data ? (
        <Gallery label={t('hotel.gallery', { name: hotel.name })} images={images.data.images} />
      ) : (
        <div className="bk-gallery-placeholder" aria-hidden="true" />
      )}
      <div className="bk-card-body">
        <h2 id="bk-hotel-name" className="bk-hotel-name">
          {hotel.name}
        </h2>
        <p className="bk-stars">
          <span aria-hidden="true">{'★'.repeat(hotel.stars)}</span>
          <span className="bk-visually-hidden">{t('hotel.stars', { count: hotel.stars })}</span>
        </p>
        <p className="bk-address">
          {hotel.address}, {hotel.city}
          {location.data && (
            <>
              {' · '}
              <a href={location.data.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('hotel.openMap')}
                <span className="bk-visually-hidden"> {t('hotel.newTab')}</span>
              </a>
            </>
          )}
        </p>
        {detail.data && (
          <p
            className="bk-description"
            lang={detail.data.language === 'sr' ? 'sr-Latn' : detail.data.language}
          >
            {detail.data.description}
          </p>
        )}
      </div>
    </section>
  );
}
