import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EMAIL_PATTERN } from '@/api/schemas/rules';
import type { Translate } from '@/api/validation';

/**
 * Form rules read from the shared zod schemas (src/api/schemas), the ones the server validates with: whether a
 * field is required, its length limits and its pattern. A form never restates them:
 *
 * ```tsx
 * const rules = useSchemaRules(createUserDto);
 * <Form.Item name="emailAddress" label={…} rules={rules.emailAddress}>
 * ```
 *
 * Messages come from the `common:validation.*` keys in the current language; a pattern other than the email
 * rule uses `messages.pattern` (per field) or the generic "invalid format".
 */
export interface FieldFacts {
  required: boolean;
  min?: number;
  max?: number;
  patterns: RegExp[];
}

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

// zod's definitions are public but typed per schema class; the walk only reads the parts listed in `Def`.
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Walks a field's schema (preprocess pipes, optional/nullable wrappers) down to its checks. */
export function fieldFacts(schema: z.ZodType): FieldFacts {
  const facts: FieldFacts = { required: true, patterns: [] };
  let scalar = false;
  const walk = (s: z.ZodType | undefined) => {
    if (!s) return;
    const def = defOf(s);
    if (def.type === 'pipe') {
      walk(def.in);
      walk(def.out);
      return;
    }
    if (['optional', 'nullable', 'default', 'prefault'].includes(def.type)) facts.required = false;
    if (def.innerType) walk(def.innerType);
    if (['string', 'number', 'bigint', 'date'].includes(def.type)) scalar = true;
    for (const check of def.checks ?? []) {
      const c = check._zod.def;
      if (c.check === 'min_length' && c.minimum !== undefined)
        facts.min = Math.max(facts.min ?? 0, c.minimum);
      if (c.check === 'max_length' && c.maximum !== undefined)
        facts.max = Math.min(facts.max ?? Infinity, c.maximum);
      if (c.check === 'length_equals' && c.length !== undefined) facts.min = facts.max = c.length;
      if (c.check === 'string_format' && c.pattern) facts.patterns.push(c.pattern);
    }
  };
  walk(schema);
  // Lists and switches always have a value in a form (the server reads a missing list as empty).
  if (!scalar) facts.required = false;
  return facts;
}

export interface RuleMessages {
  /** The message of a pattern other than the email rule (e.g. the tenancy name's). */
  pattern?: string;
}

const isEmail = (pattern: RegExp) => pattern.source === EMAIL_PATTERN.source;

/** antd rules for one field; whitespace-only counts as empty, as on the server. */
export function rulesFor(schema: z.ZodType, t: Translate, messages: RuleMessages = {}): Rule[] {
  const facts = fieldFacts(schema);
  const rules: Rule[] = [];
  if (facts.required)
    rules.push({ required: true, whitespace: true, message: t('common:validation.required') });
  if (facts.min !== undefined)
    rules.push({ min: facts.min, message: t('common:validation.minLength', { min: facts.min }) });
  if (facts.max !== undefined)
    rules.push({ max: facts.max, message: t('common:validation.maxLength', { max: facts.max }) });
  for (const pattern of facts.patterns)
    rules.push({
      // Checked on the trimmed value, as the server reads it.
      validator: (_rule, value: unknown) =>
        value === undefined ||
        value === null ||
        String(value).trim() === '' ||
        pattern.test(String(value).trim())
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                isEmail(pattern)
                  ? t('common:validation.email')
                  : (messages.pattern ?? t('common:validation.pattern')),
              ),
            ),
    });
  return rules;
}

type Shape<S> = S extends z.ZodObject<infer Fields> ? Fields : never;

/** The rules of every field of an object schema, by field name, in the current language. */
export function useSchemaRules<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  messages: Partial<Record<keyof Shape<S>, RuleMessages>> = {},
): Record<keyof Shape<S>, Rule[]> {
  const { t } = useTranslation();
  const key = JSON.stringify(messages);
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(schema.shape).map(([name, field]) => [
          name,
          rulesFor(field as z.ZodType, t, messages[name as keyof Shape<S>]),
        ]),
      ) as Record<keyof Shape<S>, Rule[]>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the messages
    [schema, t, key],
  );
}

/**
 * `Form.Item` props of a schema's fields: `field('emailAddress')` gives the name, the label (`fields.<name>` in
 * the namespace) and the rules. `<Form.Item {...field('emailAddress')}><Input /></Form.Item>`
 */
export function useSchemaFields<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  ns: string,
  messages: Partial<Record<keyof Shape<S>, RuleMessages>> = {},
) {
  const { t } = useTranslation(ns);
  const rules = useSchemaRules(schema, messages);
  return (name: keyof Shape<S> & string, label: string = t(`fields.${name}`)) => ({
    name,
    label,
    rules: rules[name],
  });
}
