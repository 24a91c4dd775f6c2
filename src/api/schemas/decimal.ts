/**
 * Exact decimals (exchange rates, money): they travel as strings ("117.17", "1.95583") and are stored in NUMERIC
 * columns, never as binary floating point. Comparisons scale them to integers (BigInt).
 */

/** Digits, an optional point and more digits; no sign, exponent or thousands separator. */
export const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

/** The canonical text of a decimal: no leading zeros before the point, no trailing zeros after it. */
export function canonicalDecimal(text: string): string {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** Digits before and after the point of a decimal's canonical text. */
export function decimalDigits(text: string): { integer: number; scale: number } {
  const [whole = '0', fraction = ''] = canonicalDecimal(text).split('.');
  return { integer: whole === '0' ? 0 : whole.length, scale: fraction.length };
}

/** The decimal as an integer number of 10^-scale units (exact). */
export function scaledDecimal(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = canonicalDecimal(text).split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** Compares two decimals exactly: negative, zero or positive like a sort comparator. */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(decimalDigits(a).scale, decimalDigits(b).scale);
  const [x, y] = [scaledDecimal(a, scale), scaledDecimal(b, scale)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZeroDecimal = (text: string) => /^0*(\.0*)?$/.test(text.trim());
