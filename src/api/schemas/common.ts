import { z } from 'zod';
import { EMAIL_PATTERN, MaxLength } from './rules';

/**
 * Building blocks of the DTO schemas, in the ABP style: query-string and JSON values are coerced the way ASP.NET
 * model binding does ("5" is a number, "true" a boolean, "" is null for optional values). The server validates
 * every operation's input with these schemas and publishes them as OpenAPI; the SPA derives its types from them.
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

const toDate = (value: unknown) => {
  const s = blankToUndefined(value);
  if (typeof s !== 'string') return s;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? s : d;
};

/** A comma-separated query value ("1,2") or repeated keys become an array. */
const toList = (value: unknown) => {
  const v = blankToUndefined(value);
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return v;
};

export const INT32_MAX = 2147483647;
export const MIN_DATE = new Date('0001-01-01T00:00:00.000Z');
export const MAX_DATE = new Date('9999-12-31T23:59:59.999Z');
/** The largest page a list returns; larger MaxResultCount values are clamped to it (ABP's MaxMaxResultCount). */
export const MAX_PAGE_SIZE = 1000;

export const v = {
  /** A required string: missing, empty and whitespace-only values fail with "The X field is required.". */
  string: (max?: number, rules: { min?: number; pattern?: RegExp } = {}) => {
    let s = max ? z.string().max(max) : z.string();
    if (rules.min) s = s.min(rules.min);
    if (rules.pattern) s = s.regex(rules.pattern);
    return z.preprocess(blankToUndefined, s);
  },
  optionalString: (max?: number) =>
    z
      .preprocess(blankToUndefined, (max ? z.string().max(max) : z.string()).nullish())
      .transform((s) => s ?? null),
  email: (max: number = MaxLength.emailAddress) =>
    z.preprocess(blankToUndefined, z.string().max(max).regex(EMAIL_PATTERN, { message: 'email' })),
  int: (min = -INT32_MAX - 1, max = INT32_MAX) => z.preprocess(toNumber, z.number().int().min(min).max(max)),
  optionalInt: (min = -INT32_MAX - 1, max = INT32_MAX) =>
    z.preprocess(toNumber, z.number().int().min(min).max(max).optional()),
  /** A decimal amount (money), e.g. for MinAmount/MaxAmount filters. */
  optionalNumber: () => z.preprocess(toNumber, z.number().finite().optional()),
  /** Ids stay inside the database's 32-bit integer range; beyond it is a 400 naming the field, never a 500. */
  id: () => z.preprocess(toNumber, z.number().int().min(1).max(INT32_MAX)),
  bool: () => z.preprocess(toBoolean, z.boolean()),
  optionalBool: () => z.preprocess(toBoolean, z.boolean().optional()),
  /** Years 1 to 9999 (what .NET's DateTime and the date pickers accept); others are a 400 naming the field. */
  optionalDate: () => z.preprocess(toDate, z.date().min(MIN_DATE).max(MAX_DATE).optional()),
  stringArray: () => z.preprocess((value) => (value == null ? [] : value), z.array(z.string())),
  /** Set membership: `Status=1,2` or `Status=1&Status=2`. */
  optionalList: <T extends z.ZodType>(item: T) => z.preprocess(toList, z.array(item).optional()),
};

export const idInput = z.object({ id: v.id() });

/**
 * ABP's concurrency stamp (optimistic concurrency): every updatable record answers it, and an Update that sends
 * back the stamp it read is refused with HTTP 409 when the record changed since. Optional both ways: a stock ABP
 * entity may have none, and an Update without it is not checked.
 */
export const concurrencyStampDto = z
  .string()
  .optional()
  .describe('Changes with every update; send it back with Update (409 when the record changed since)');
export const concurrencyStampInput = v
  .optionalString(64)
  .describe('The stamp of the record as read; a stale one is refused with 409. Absent: not checked');
/** The stamp on a record DTO and on its Update input. */
export const stampedDto = { concurrencyStamp: concurrencyStampDto };
export const stampedInput = { concurrencyStamp: concurrencyStampInput };

/** Entity ids and ISO timestamps as they travel in DTOs. */
export const dateTimeString = z.string().describe('ISO 8601 date and time');

/**
 * Paging and sorting of every list: ABP's SkipCount/MaxResultCount/Sorting, or the spec's
 * PageNumber (1-based)/MaxResultCount/SortBy. MaxResultCount above 1000 is clamped to 1000.
 */
export const pagedInputShape = {
  skipCount: z.preprocess(toNumber, z.number().int().min(0).max(INT32_MAX).default(0)),
  maxResultCount: z
    .preprocess(toNumber, z.number().int().min(1).max(INT32_MAX).default(10))
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  sorting: v.optionalString(MaxLength.sorting),
  pageNumber: z.preprocess(toNumber, z.number().int().min(1).max(INT32_MAX).optional()),
  sortBy: v.optionalString(MaxLength.sorting),
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A numeric or money range filter's inputs: `MinName` and `MaxName` (e.g. MinAmount/MaxAmount). */
export const rangeShape = (name: string) => ({
  [`min${cap(name)}`]: v.optionalNumber(),
  [`max${cap(name)}`]: v.optionalNumber(),
});
/** A date range filter's inputs: `StartName` and `EndName` (e.g. StartCreationDate/EndCreationDate). */
export const dateRangeShape = (name: string) => ({
  [`start${cap(name)}`]: v.optionalDate(),
  [`end${cap(name)}`]: v.optionalDate(),
});
export const keywordShape = { keyword: v.optionalString(MaxLength.keyword) };
export const pagedInput = z.object(pagedInputShape);

export const listResult = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().int(), items: z.array(item) });
/** A page of a big list: the total is exact up to a limit, and the database's estimate (flagged) beyond it. */
export const estimatedPagedResult = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().int(), totalCountIsEstimate: z.boolean(), items: z.array(item) });

export const validationErrorInfo = z.object({ message: z.string(), members: z.array(z.string()).nullable() });
export const errorInfo = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationErrorInfo).nullable(),
});

/** The ABP envelope around every answer of the API. */
export const ajaxResponse = <T extends z.ZodType>(result: T) =>
  z.object({
    result: result.nullable(),
    targetUrl: z.string().nullable(),
    success: z.boolean(),
    error: errorInfo.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
