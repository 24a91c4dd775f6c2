import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketItemDto } from '@/api/schemas/basket';
import { countsPeople, ProductPricing, ProductType } from '@/api/schemas/productKinds';
import type { ProductOfferDto } from '@/api/schemas/search';
import { formatMoney, formatServiceDay } from './format';

interface Props {
  offer: ProductOfferDto;
  /** This product's lines in the basket. */
  lines: BasketItemDto[];
  language: string;
  busy: boolean;
  onAdd(choice: { quantity: number; date?: string }): void;
  onRemove(line: BasketItemDto): void;
}

const range = (n: number) => Array.from({ length: Math.max(1, n) }, (_, i) => i + 1);

/** One extra service: picture, name, description, the server's price, how many and which day, add or remove. */
export function ProductCard({ offer, lines, language, busy, onAdd, onRemove }: Props) {
  const { t } = useTranslation('extras');
  const id = useId();
  const [quantity, setQuantity] = useState(lines[0]?.quantity ?? offer.defaultQuantity);
  const [date, setDate] = useState(offer.availableDates[0] ?? '');
  const money = (amount: string) => formatMoney(amount, offer.currency, language);
  const line = lines.find((l) => !offer.needsDate || l.serviceDate === date) ?? null;
  const people = countsPeople(offer.pricing);
  const perStay =
    offer.pricing === ProductPricing.PerNight || offer.pricing === ProductPricing.PerPersonNight;
  const vehicles = offer.productType === ProductType.Transfer && !people;
  const unitKey = people
    ? perStay
      ? 'unit.personStay'
      : 'unit.person'
    : perStay
      ? 'unit.stay'
      : vehicles
        ? 'unit.vehicle'
        : 'unit.booking';
  const changed = line !== null && line.quantity !== quantity;

  return (
    <li className="bk-product" aria-labelledby={`${id}-name`}>
      {offer.imageUri && (
        <img className="bk-product-image" src={offer.imageUri} alt="" width={120} height={75} />
      )}
      <div className="bk-product-body">
        <h3 id={`${id}-name`} className="bk-product-name">
          {offer.name}
        </h3>
        <p className="bk-product-description">{offer.description}</p>
        <p className="bk-product-price">
          <strong>{t(unitKey, { price: money(offer.unitPrice) })}</strong>
          {offer.serviceDate && vehicles && (
            <span className="bk-muted">
              {' '}
              · {t('serviceDate', { date: formatServiceDay(offer.serviceDate, language) })}
            </span>
          )}
        </p>
        <div className="bk-product-controls">
          {offer.needsDate && (
            <label className="bk-field">
              <span>{t('date')}</span>
              <select value={date} onChange={(e) => setDate(e.target.value)} disabled={busy}>
                {offer.availableDates.map((day) => (
                  <option key={day} value={day}>
                    {formatServiceDay(day, language)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {offer.maxQuantity > 1 && (
            <label className="bk-field">
              <span>
                {people ? t('quantity.people') : vehicles ? t('quantity.vehicles') : t('quantity.units')}
              </span>
              <select value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} disabled={busy}>
                {range(offer.maxQuantity).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="bk-product-actions">
            {line && <span className="bk-in-basket">{t('inBasket', { amount: money(line.amount) })}</span>}
            {(!line || changed) && (
              <button
                type="button"
                className="bk-button bk-button-primary"
                aria-describedby={`${id}-name`}
                disabled={busy}
                onClick={() => onAdd({ quantity, date: offer.needsDate ? date : undefined })}
              >
                {line ? t('update') : t('add')}
              </button>
            )}
            {line && (
              <button
                type="button"
                className="bk-button"
                aria-describedby={`${id}-name`}
                disabled={busy}
                onClick={() => onRemove(line)}
              >
                {t('remove')}
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
