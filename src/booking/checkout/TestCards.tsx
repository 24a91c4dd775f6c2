import { useTranslation } from 'react-i18next';

const cards = [
  ['4242 4242 4242 4242', 'card.tests.success'],
  ['4000 0000 0000 0002', 'card.tests.declined'],
  ['4000 0000 0000 9995', 'card.tests.funds'],
  ['4000 0000 0000 3220', 'card.tests.threeDs'],
] as const;

/** The simulator's test cards (outside production only). */
export function TestCards({ onPick }: { onPick(number: string): void }) {
  const { t } = useTranslation('checkout');
  return (
    <details className="ck-card ck-tests ck-noprint">
      <summary>{t('card.tests.title')}</summary>
      <p className="ck-hint">{t('card.tests.hint')}</p>
      <ul>
        {cards.map(([number, key]) => (
          <li key={number}>
            <button type="button" className="ck-link-button" onClick={() => onPick(number)}>
              <code>{number}</code>
            </button>{' '}
            {t(key)}
          </li>
        ))}
      </ul>
    </details>
  );
}
