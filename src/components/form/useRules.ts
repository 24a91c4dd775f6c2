import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { validationRules } from '@/lib/validation';

/** The app's form rules (src/lib/validation.ts) with messages in the current language. */
export function useRules() {
  const { t } = useTranslation();
  return useMemo(() => validationRules(t), [t]);
}
