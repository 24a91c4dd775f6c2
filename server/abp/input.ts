import { z } from 'zod';
import { AbpValidationError } from './errors.js';
import type { Localizable } from './errors.js';

/**
 * Input helpers in the ABP style: query-string and JSON values are coerced the way ASP.NET model binding does
 * ("5" is a number, "true" a boolean, "" is null for optional values) and validation failures name camelCase fields.
 */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
};

const toBoolean = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  return v;
};

/** The ABP email rule: word characters, dots and hyphens, @, domain labels, a 2 to 4 letter top-level domain. */
export const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;

export const v = {
  /** A required string: missing, empty and whitespace-only values fail with "The X field is required.". */
  string: (max?: number) => z.preprocess(blankToUndefined, max ? z.string().max(max) : z.string()),
  optionalString: (max?: number) =>
    z
      .preprocess(blankToUndefined, (max ? z.string().max(max) : z.string()).nullish())
      .transform((s) => s ?? null),
  email: (max = 256) =>
    z.preprocess(blankToUndefined, z.string().max(max).regex(EMAIL_PATTERN, { message: 'email' })),
  int: (min = -2147483648, max = 2147483647) => z.preprocess(toNumber, z.number().int().min(min).max(max)),
  optionalInt: (min = -2147483648, max = 2147483647) =>
    z.preprocess(toNumber, z.number().int().min(min).max(max).optional()),
  id: () => z.preprocess(toNumber, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
  bool: () => z.preprocess(toBoolean, z.boolean()),
  optionalBool: () => z.preprocess(toBoolean, z.boolean().optional()),
  optionalDate: () =>
    z.preprocess((value) => {
      const s = blankToUndefined(value);
      if (typeof s !== 'string') return s;
      const d = new Date(s);
      return Number.isNaN(d.getTime()) ? s : d;
    }, z.date().optional()),
  stringArray: () => z.preprocess((value) => (value == null ? [] : value), z.array(z.string())),
};

/** Paging and sorting inputs shared by every list operation. */
export const pagedInput = {
  skipCount: z.preprocess(toNumber, z.number().int().min(0).max(2147483647).default(0)),
  maxResultCount: z.preprocess(toNumber, z.number().int().min(1).max(2147483647).default(10)),
  sorting: v.optionalString(200),
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function issueText(issue: z.core.$ZodIssue, field: string): Localizable {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? { key: 'FieldRequired', args: [field] }
        : { key: 'FieldInvalid', args: [field] };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'FieldMaxLength', args: [field, Number(issue.maximum)] }
        : { key: 'FieldRange', args: [field, '', Number(issue.maximum)] };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'FieldMinLength', args: [field, Number(issue.minimum)] };
      return { key: 'FieldRange', args: [field, Number(issue.minimum), 2147483647] };
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
