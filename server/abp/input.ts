import type { z } from 'zod';
import { AbpValidationError } from './errors.js';
import type { Localizable } from './errors.js';
import { assertNoNulBytes } from './limits.js';
import { en, type MessageKey } from './l10n/en.js';

/**
 * The input building blocks live with the shared DTO schemas (src/api/schemas), so that the server, the OpenAPI
 * document and the SPA read one definition; re-exported here for the server's own schemas.
 */
export { v, pagedInputShape as pagedInput } from '../../src/api/schemas/common.js';
export { EMAIL_PATTERN } from '../../src/api/schemas/rules.js';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A rule of the shared schemas that names its message (src/api/schemas/fields.ts) reports the key itself. */
const isMessageKey = (message: string): message is MessageKey => Object.hasOwn(en, message);

function issueText(issue: z.core.$ZodIssue, field: string): Localizable {
  if (isMessageKey(issue.message)) {
    const params = (issue as { params?: { args?: unknown } }).params;
    const args = Array.isArray(params?.args) ? (params.args as (string | number)[]) : [];
    return { key: issue.message, args: [field, ...args] };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? { key: 'FieldRequired', args: [field] }
        : { key: 'FieldInvalid', args: [field] };
    case 'too_big':
      if (issue.origin === 'date') return { key: 'FieldInvalid', args: [field] };
      return issue.origin === 'string'
        ? { key: 'FieldMaxLength', args: [field, Number(issue.maximum)] }
        : { key: 'FieldMaximum', args: [field, Number(issue.maximum)] };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'FieldMinLength', args: [field, Number(issue.minimum)] };
      if (issue.origin === 'date') return { key: 'FieldInvalid', args: [field] };
      return { key: 'FieldMinimum', args: [field, Number(issue.minimum)] };
    case 'invalid_format':
      return issue.message === 'email'
        ? { key: 'FieldEmail', args: [field] }
        : { key: 'FieldRegex', args: [field, 'pattern' in issue ? String(issue.pattern) : ''] };
    default:
      return { key: 'FieldInvalid', args: [field] };
  }
}

/** Renames the input's top-level keys to the schema's spelling, matching case-insensitively. */
function normalizeKeys(input: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const byLower = new Map(keys.map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) out[byLower.get(key.toLowerCase()) ?? key] = value;
  return out;
}

export type InputSchema = z.ZodObject<z.ZodRawShape>;

/** Validates an operation's input, throwing an ABP validation error that names each failing field. */
export function parseInput<S extends InputSchema>(schema: S, raw: unknown, fromBody: boolean): z.output<S> {
  if (fromBody && (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
    if (Object.keys(schema.shape).length > 0)
      throw new AbpValidationError([{ text: { key: 'InputIsNull' }, members: ['input'] }]);
    raw = {};
  }
  assertNoNulBytes(raw);
  const input = normalizeKeys((raw ?? {}) as Record<string, unknown>, Object.keys(schema.shape));
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new AbpValidationError(
    result.error.issues.map((issue) => {
      const members = issue.path.length ? [issue.path.map(String).join('.')] : null;
      return { text: issueText(issue, pascal(String(issue.path[0] ?? 'input'))), members };
    }),
  );
}
