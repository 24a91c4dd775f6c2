import { z } from 'zod';
import { canonicalDecimal } from './decimal';
import { fields } from './fields';

/**
 * Money in the operations DTOs: an exact decimal string with exactly the currency's decimal places ("1250.00",
 * "98500" for a currency without minor units), never a binary float. Amount filters are exact decimals too.
 */
export const money = () => z.string().describe('exact decimal, with the currency’s decimal places');

/** The largest amount an order or payment may hold: NUMERIC(19,4) leaves 15 digits before the point. */
export const MONEY_INTEGER_DIGITS = 15;

/** Amount filters: `Amount` (exact), `MinAmount` and `MaxAmount`, each an exact decimal. */
export const amountFilterShape = {
  amount: fields.optionalDecimal(MONEY_INTEGER_DIGITS, 4),
  minAmount: fields.optionalDecimal(MONEY_INTEGER_DIGITS, 4),
  maxAmount: fields.optionalDecimal(MONEY_INTEGER_DIGITS, 4),
};

/**
 * A stored NUMERIC ("1250.5000") as text with exactly `decimals` places ("1250.50"). The stored value is already
 * rounded to the currency, so this only pads or drops zeros; a longer fraction is truncated, never rounded
 * through a float.
 */
export function moneyText(stored: string, decimals: number): string {
  const [whole = '0', fraction = ''] = canonicalDecimal(stored).split('.');
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : whole;
}

/** A calendar date `YYYY-MM-DD`; a time part after it is ignored (the date as the sender wrote it). */
const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

const toDay = (value: unknown) => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return undefined;
  return typeof value === 'string' ? (DAY.exec(value.trim())?.[1] ?? value) : value;
};

/** Whether `YYYY-MM-DD` names a day that exists (not 2025-02-30). */
const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

/** An optional calendar-date filter (check-in, check-out): `2026-07-01`, or an ISO date-time read as its date. */
export const optionalDay = () =>
  z.preprocess(
    toDay,
    z
      .string()
      // A text that is no date at all is one error, not two (abort skips the real-day check).
      .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
      .refine(isRealDay)
      .optional(),
  );

/** A day range filter's inputs: `StartName` and `EndName` as calendar dates. */
export const dayRangeShape = (name: string) => {
  const cap = name.charAt(0).toUpperCase() + name.slice(1);
  return { [`start${cap}`]: optionalDay(), [`end${cap}`]: optionalDay() };
};
