import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { validationRules } from '@/api/validation';

/** The app's form rules (src/api/validation.ts) with messages in the current language. */
export function useRules() {
  const { t } = useTranslation();
  return useMemo(() => validationRules(t), [t]);
}
