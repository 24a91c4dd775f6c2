import type { Rule } from 'antd/es/form';

/**
 * The form rules of the whole app, defined once. Messages are translation keys resolved by the caller's `t`,
 * so a rule set is built per render: `const rules = useRules()` in components (see `@/components/form`).
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The spec's email rule: word characters, dots and hyphens, @, domain labels, a 2–4 character top-level domain. */
export const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;

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
