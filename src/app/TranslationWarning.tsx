import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailures } from '@/i18n/loadFailures';
import { Icon } from './shell/icons';

/** A non-blocking notice when translation files failed to load, with a way to try again (or to close it). */
export function TranslationWarning() {
  const { t, i18n } = useTranslation('shell');
  const failures = useSyncExternalStore(loadFailures.subscribe, loadFailures.list);
  const [closedOn, setClosedOn] = useState<readonly unknown[] | null>(null);
  if (failures.length === 0 || closedOn === failures) return null;
  return (
    <div className="app-banner app-banner--warning app-translation-warning" role="alert">
      <Icon name="warning" className="app-banner__icon" />
      <span className="app-banner__text">{t('errors.translations')}</span>
      <button
        type="button"
        className="app-button app-button--small"
        onClick={() => {
          loadFailures.clear();
          void i18n.reloadResources();
        }}
      >
        {t('common:retry')}
      </button>
      <button
        type="button"
        className="app-icon-button app-banner__close"
        aria-label={t('common:close')}
        onClick={() => setClosedOn(failures)}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
