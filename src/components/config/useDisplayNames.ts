import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/i18n/languages';

/**
 * Names of currencies or countries in the interface language (Intl.DisplayNames), falling back to the given
 * name (or the code) where the browser has no data for it.
 */
export function useDisplayNames(type: 'currency' | 'region') {
  const { i18n } = useTranslation();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([intlLocale(i18n.language), 'en'], { type, fallback: 'none' });
    } catch {
      return null;
    }
  }, [i18n.language, type]);
  // Stable while the language stays, so that lists derived from it can be memoised.
  return useCallback(
    (code: string, fallback?: string) => {
      let name: string | undefined;
      try {
        name = names?.of(code);
      } catch {
        name = undefined;
      }
      return name ?? fallback ?? code;
    },
    [names],
  );
}
