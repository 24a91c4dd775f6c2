import { useTranslation } from 'react-i18next';
import { isAbpApiError } from '@/api/errors';
import { StateResult } from './StateResult';

/** The backend has no service behind this screen (`AbpApiError.isMissingOperation`). */
export const isNotOffered = (error: unknown) => isAbpApiError(error) && error.isMissingOperation;

/**
 * Shown instead of a screen's data when the backend does not offer the screen's service at all: a stock ABP
 * module-zero backend answers 404 for every service this product adds. Nothing failed, so there is no error
 * and nothing to retry.
 */
export function NotOffered() {
  const { t } = useTranslation('common');
  return <StateResult status="info" title={t('notOffered.title')} subTitle={t('notOffered.text')} />;
}
