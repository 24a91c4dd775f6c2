import { Alert, Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailures } from '@/i18n/loadFailures';

/** A non-blocking notice when translation files failed to load, with a way to try again. */
export function TranslationWarning() {
  const { t, i18n } = useTranslation('shell');
  const failures = useSyncExternalStore(loadFailures.subscribe, loadFailures.list);
  if (failures.length === 0) return null;
  return (
    <Alert
      className="app-translation-warning"
      type="warning"
      showIcon
      closable
      title={t('errors.translations')}
      action={
        <Button
          size="small"
          onClick={() => {
            loadFailures.clear();
            void i18n.reloadResources();
          }}
        >
          {t('common:retry')}
        </Button>
      }
    />
  );
}
