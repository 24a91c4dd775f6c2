import type { Rule } from 'antd/es/form';
import { EMAIL_PATTERN } from './schemas/rules';

/**
 * The form rules of the whole app. Messages are translation keys resolved by the caller's `t`, so a rule set is
 * built per render: `const rules = useRules()` in components (see `@/components/form`). Patterns and limits come
 * from the shared schemas (`./schemas/rules`), which the server validates with too.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export { EMAIL_PATTERN };

export const isBlank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

export function validationRules(t: Translate) {
  return {
    /** Required: empty values fail. */
    required: (): Rule => ({ required: true, message: t('common:validation.required') }),
    /** Required, and whitespace-only values fail too. */
    requiredNotBlank: (): Rule => ({
      validator: (_rule, value: unknown) =>
        isBlank(value) ? Promise.reject(new Error(t('common:validation.required'))) : Promise.resolve(),
    }),
    email: (): Rule => ({
      validator: (_rule, value: unknown) =>
        isBlank(value) || EMAIL_PATTERN.test(String(value).trim())
          ? Promise.resolve()
          : Promise.reject(new Error(t('common:validation.email'))),
    }),
    maxLength: (max: number): Rule => ({ max, message: t('common:validation.maxLength', { max }) }),
    minLength: (min: number): Rule => ({ min, message: t('common:validation.minLength', { min }) }),
  };
}
