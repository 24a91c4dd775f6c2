import { z } from 'zod';
import { bicProblem, compactCode, ibanProblem, isCountryCode } from './banking';
import { canonicalDecimal, decimalDigits, DECIMAL_PATTERN, isZeroDecimal } from './decimal';
import { iso4217, isTradableCurrency } from './iso4217';
import { isHostName } from './hostName';
import { CODE_PATTERN, MaxLength } from './rules';

/**
 * Field schemas of the configuration resources. A rule that fails reports a message key of the server's
 * catalogue (server/abp/l10n) as the issue message, with its arguments after the field name in `params.args`;
 * the server translates it into the caller's language, and the SPA can look the same key up.
 */
const issue = (ctx: z.RefinementCtx, message: string, ...args: (string | number)[]) =>
  ctx.addIssue({ code: 'custom', message, params: { args } });

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const compact = (value: unknown) => (typeof value === 'string' ? compactCode(value) : value);
/** At most this much of a user's value is repeated in a message. */
const echo = (value: string) => (value.length > 12 ? `${value.slice(0, 12)}…` : value);

/** Blank is missing; the rest of the value goes through `schema`. */
const required = <T extends z.ZodType>(prepare: (v: unknown) => unknown, schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : prepare(v)), schema);

/** A JSON number is accepted as its shortest decimal text (no exponent); strings are taken as they are. */
const decimalText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trimmed(value);

function checkDecimal(integer: number, scale: number, positive: boolean) {
  return (text: string, ctx: z.RefinementCtx) => {
    if (!DECIMAL_PATTERN.test(text) || text.length > 64) return issue(ctx, 'FieldDecimal', integer, scale);
    const digits = decimalDigits(text);
    if (digits.integer > integer || digits.scale > scale) return issue(ctx, 'FieldDecimal', integer, scale);
    if (positive && isZeroDecimal(text)) issue(ctx, 'FieldPositive');
  };
}

/** An absolute http(s) address. */
const url = () =>
  required(
    trimmed,
    z
      .string()
      .max(MaxLength.url)
      .superRefine((text, ctx) => {
        let ok = false;
        try {
          const parsed = new URL(text);
          ok = (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
        } catch {
          ok = false;
        }
        if (!ok) issue(ctx, 'FieldUrl');
      }),
  );

export const fields = {
  /** A configuration code ("RS", "TV-01"): unique per tenant, compared case-insensitively. */
  code: (max: number = MaxLength.code) =>
    required(trimmed, z.string().max(max).regex(CODE_PATTERN, { message: 'FieldCode' })),
  /**
   * An exact decimal (string on the wire; a JSON number is read as its decimal text) with at most `integer`
   * digits before the point and `scale` after it; canonical text out ("117.170" → "117.17").
   */
  decimal: (integer: number, scale: number, options: { positive?: boolean } = {}) =>
    required(
      decimalText,
      z
        .string()
        .superRefine(checkDecimal(integer, scale, options.positive ?? false))
        .transform(canonicalDecimal),
    ),
  optionalDecimal: (integer: number, scale: number, options: { positive?: boolean } = {}) =>
    z
      .preprocess(
        (v) => (blank(v) ? undefined : decimalText(v)),
        z
          .string()
          .superRefine(checkDecimal(integer, scale, options.positive ?? false))
          .transform(canonicalDecimal)
          .optional(),
      )
      .transform((s) => s ?? null),
  /** An ISO 4217 code of a currency prices can be set in ("eur" is read as "EUR"). */
  currencyCode: () =>
    required(
      upper,
      z.string().superRefine((code, ctx) => {
        const entry = iso4217(code);
        if (!entry) issue(ctx, 'FieldCurrencyCode', echo(code));
        else if (!isTradableCurrency(entry)) issue(ctx, 'FieldCurrencyNotTradable', code);
      }),
    ),
  /** An ISO 3166-1 alpha-2 country code (or XK), upper case. */
  countryCode: () =>
    required(
      upper,
      z.string().superRefine((code, ctx) => {
        if (!isCountryCode(code)) issue(ctx, 'FieldCountryCode', echo(code));
      }),
    ),
  /** An IBAN in any spacing and case; stored and returned in its electronic form. */
  iban: () =>
    required(
      compact,
      z.string().superRefine((iban, ctx) => {
        const problem = ibanProblem(iban);
        if (!problem) return;
        if (problem.kind === 'format') issue(ctx, 'FieldIbanFormat');
        else if (problem.kind === 'country') issue(ctx, 'FieldIbanCountry', problem.country);
        else if (problem.kind === 'length')
          issue(ctx, 'FieldIbanLength', problem.country, problem.expected, problem.actual);
        else if (problem.kind === 'bban') issue(ctx, 'FieldIbanBban', problem.country);
        else issue(ctx, 'FieldIbanChecksum');
      }),
    ),
  /** A SWIFT/BIC code (8 or 11 characters), upper case without spaces. */
  bic: () =>
    required(
      compact,
      z.string().superRefine((bic, ctx) => {
        const problem = bicProblem(bic);
        if (problem?.kind === 'format') issue(ctx, 'FieldBic');
        else if (problem) issue(ctx, 'FieldBicCountry', problem.country);
      }),
    ),
  /** An absolute http(s) address. */
  url: () => url(),
  /** An absolute http(s) address, or null when left out. */
  optionalUrl: () =>
    z.preprocess((v) => (blank(v) ? undefined : v), url().optional()).transform((s) => s ?? null),
  /** A server's host name or IP address ("smtp.example.com"), trimmed and in lower case. */
  hostName: () =>
    required(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.string().superRefine((host, ctx) => {
        if (!isHostName(host)) issue(ctx, 'FieldHostName', echo(host));
      }),
    ),
  /** A BCP 47 language tag ("sr-Latn-RS"), in its canonical spelling. */
  culture: () =>
    required(
      trimmed,
      z
        .string()
        .max(MaxLength.culture)
        .superRefine((tag, ctx) => {
          if (canonicalLocale(tag) === null) issue(ctx, 'FieldCulture');
        })
        .transform((tag) => canonicalLocale(tag) ?? tag),
    ),
  /**
   * A write-only secret (API key, password): optional; on Update, left out or blank keeps the stored one. It
   * is never sent back: DTOs carry `hasCredentials` and a masked `credentialsHint` instead.
   */
  secret: () =>
    z
      .preprocess((v) => (blank(v) ? undefined : v), z.string().max(MaxLength.credentials).optional())
      .transform((s) => s ?? null),
  /** A non-empty set of the allowed integer values, sent as a JSON array; duplicates are dropped. */
  intSet: <T extends number>(allowed: readonly T[]) =>
    z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z
        .array(z.preprocess((n) => (typeof n === 'string' && /^\d+$/.test(n) ? Number(n) : n), z.number()))
        .superRefine((list, ctx) => {
          if (!list.length) issue(ctx, 'FieldRequired');
          else if (list.some((n) => !(allowed as readonly number[]).includes(n)))
            issue(ctx, 'FieldOneOf', allowed.join(', '));
        })
        .transform((list) => [...new Set(list)].sort((a, b) => a - b) as T[]),
    ),
};

function canonicalLocale(tag: string): string | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
