import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown when the visitor has no (valid) booking grant: the payment pages need the reservation opened first. */
export function NeedsReservation() {
  const { t } = useTranslation('checkout');
  return (
    <div className="ck-page">
      <h1>{t('session.title')}</h1>
      <div className="ck-alert" role="alert">
        <p>{t('session.body')}</p>
      </div>
      <Link className="ck-button" to="/">
        {t('session.open')}
      </Link>
    </div>
  );
}
