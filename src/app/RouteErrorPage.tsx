import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isPartLoadError, type PartFailure } from './lazyPart';

const titles: Record<PartFailure, string> = {
  script: 'errors.partTitle',
  css: 'errors.cssTitle',
  timeout: 'errors.timeoutTitle',
};

/**
 * The error boundary of every route: a part that failed to load is named, with a reload action; a failed
 * stylesheet gives a CSS load error; anything else a generic error. Plain HTML and app.css only: it is in the
 * entry chunk and must work when antd's own chunk is what failed to load.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const part = isPartLoadError(error);
  return (
    <section className={`app-result app-result--${part ? 'warning' : 'error'}`} role="alert">
      <span className="app-result__icon" aria-hidden>
        !
      </span>
      <h1 className="app-result__title">
        {part ? t(titles[error.failure], { part: t(error.part) }) : t('errors.unexpectedTitle')}
      </h1>
      <p className="app-result__text">
        {part ? t('errors.partDescription') : t('errors.unexpectedDescription')}
      </p>
      <div className="app-result__actions">
        <button
          type="button"
          className="app-button app-button--primary"
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </button>
        {!part && (
          <button type="button" className="app-button" onClick={() => window.location.assign('/admin')}>
            {t('notFound.home')}
          </button>
        )}
      </div>
    </section>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorView error={error} />;
}
