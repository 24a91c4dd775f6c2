import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from '@/api/validation';
import { useRules } from '@/components/form/useRules';
import type { FieldCheck } from './checks';

/**
 * The app's form rules plus `check(fn)`: a shared-schema field check (see checks.ts) whose failure shows the
 * translated message of its key (`config:validation.FieldIbanChecksum`), with the check's arguments.
 */
export function useConfigRules() {
  const { t } = useTranslation('config');
  const rules = useRules();
  return useMemo(
    () => ({
      ...rules,
      check: (fn: FieldCheck): Rule => ({
        validator: (_rule, value: unknown) => {
          if (isBlank(value)) return Promise.resolve();
          const problem = fn(String(value));
          return problem
            ? Promise.reject(new Error(t(`validation.${problem.key}`, problem.args)))
            : Promise.resolve();
        },
      }),
    }),
    [rules, t],
  );
}
