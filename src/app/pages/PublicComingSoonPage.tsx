import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * Stands in for the public booking pages (landing, extra services, payment, result) until they are delivered.
 * Plain HTML and app.css: the public pages load no antd (performance budget of issue 9).
 */
export default function PublicComingSoonPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <section className="app-result app-result--public">
      <svg className="app-result__compass" viewBox="0 0 64 64" width="72" height="72" aria-hidden>
        <circle cx="32" cy="32" r="29" fill="none" stroke="#fa8c16" strokeWidth="4" />
        <path d="M43 21 36 36 21 43 28 28Z" fill="#fa8c16" />
      </svg>
      <h1 className="app-result__title">{t('public.title')}</h1>
      <p className="app-result__text">{t('public.description')}</p>
      <div className="app-result__actions">
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => void navigate('/admin')}
        >
          {t('public.staffSignIn')}
        </button>
      </div>
    </section>
  );
}
