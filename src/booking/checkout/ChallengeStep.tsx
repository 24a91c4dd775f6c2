import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The simulator's 3-D Secure step, standing in for the bank's page: the payer confirms or refuses. Focus moves to
 * its heading when it appears.
 */
export function ChallengeStep({ busy, onAnswer }: { busy: boolean; onAnswer(approve: boolean): void }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ck-card" aria-labelledby="ck-3ds-title">
      <h2 id="ck-3ds-title" ref={heading} tabIndex={-1}>
        {t('challenge.title')}
      </h2>
      <p>{t('challenge.body')}</p>
      <div className="ck-actions">
        <button type="button" className="ck-button" disabled={busy} onClick={() => onAnswer(true)}>
          {t('challenge.approve')}
        </button>
        <button
          type="button"
          className="ck-button ck-secondary"
          disabled={busy}
          onClick={() => onAnswer(false)}
        >
          {t('challenge.reject')}
        </button>
      </div>
    </section>
  );
}
