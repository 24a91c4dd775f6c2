import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE } from './languages';

/**
 * A page fetches only its own language's translations. When one of its files cannot be loaded, English becomes
 * the fallback from then on and its files are fetched, so the failed namespace shows English rather than keys.
 */
export function fallBackOnFailure(instance: I18n, failedLanguage: string) {
  if (failedLanguage === FALLBACK_LANGUAGE || instance.options.fallbackLng) return;
  instance.options.fallbackLng = [FALLBACK_LANGUAGE];
  void instance.loadLanguages(FALLBACK_LANGUAGE);
}
