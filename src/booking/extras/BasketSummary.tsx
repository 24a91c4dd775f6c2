import { useTranslation } from 'react-i18next';
import type { BasketItemDto, BasketWithItemsDto } from '@/api/schemas/basket';
import { formatMoney, formatServiceDay } from './format';

interface Props {
  basket: BasketWithItemsDto | undefined;
  language: string;
  busy: boolean;
  continuing: boolean;
  onRemove(line: BasketItemDto): void;
  onContinue(): void;
  onSkip(): void;
}

/**
 * The basket, kept in view at the bottom of the screen: the total the server worked out (announced when it
 * changes), the lines, and the way on to payment.
 */
export function BasketSummary({ basket, language, busy, continuing, onRemove, onContinue, onSkip }: Props) {
  const { t } = useTranslation('extras');
  const items = basket?.items ?? [];
  const money = (amount: string) => formatMoney(amount, basket?.currency ?? 'EUR', language);
  return (
    <aside className="bk-basket" aria-labelledby="bk-basket-title">
      <details className="bk-basket-details">
        <summary>
          <span id="bk-basket-title" className="bk-basket-title">
            {t('basket.title', { n: items.length })}
          </span>
          <span className="bk-basket-total" role="status">
            <span className="bk-muted">{t('basket.total')} </span>
            <strong>{basket ? money(basket.totalAmount) : '…'}</strong>
          </span>
        </summary>
        {items.length === 0 ? (
          <p className="bk-muted">{t('basket.empty')}</p>
        ) : (
          <ul className="bk-basket-lines">
            {items.map((line) => (
              <li key={line.lineId}>
                <span className="bk-basket-line-name">
                  {line.name}
                  <span className="bk-muted">
                    {' '}
                    × {line.quantity}
                    {line.serviceDate ? ` · ${formatServiceDay(line.serviceDate, language)}` : ''}
                  </span>
                </span>
                <span className="bk-basket-line-amount">{money(line.amount)}</span>
                <button
                  type="button"
                  className="bk-link-button"
                  disabled={busy}
                  onClick={() => onRemove(line)}
                  aria-label={t('removeNamed', { name: line.name })}
                >
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
      <div className="bk-basket-actions">
        <button type="button" className="bk-button" onClick={onSkip} disabled={continuing}>
          {t('basket.skip')}
        </button>
        <button
          type="button"
          className="bk-button bk-button-primary"
          onClick={onContinue}
          disabled={busy || continuing}
          aria-busy={continuing}
        >
          {continuing ? t('basket.continuing') : t('basket.continue')}
        </button>
      </div>
    </aside>
  );
}
