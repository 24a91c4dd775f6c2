/**
 * Card checks shared by the card form (as typed) and the payment simulator (on submit): the number's Luhn check
 * digit and length for its brand, an expiry month not in the past, a CVC of the brand's length. No card data is
 * ever stored: the simulator keeps the last four digits only.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'required' | 'characters' | 'length' | 'checksum';

export function cardNumberProblem(text: string): CardNumberProblem | null {
  const digits = cardDigits(text);
  if (!digits) return 'required';
  if (!/^\d+$/.test(digits)) return 'characters';
  const brand = cardBrand(digits);
  const lengths = brand === 'amex' ? [15] : brand === 'visa' ? [13, 16, 19] : [16, 17, 18, 19];
  if (!lengths.includes(digits.length)) return 'length';
  return luhnValid(digits) ? null : 'checksum';
}

export type ExpiryProblem = 'required' | 'format' | 'month' | 'past';

/** `MM/YY` (or `MM/YYYY`, `MMYY`); valid through the last day of its month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

export function expiryProblem(text: string, now: Date = new Date()): ExpiryProblem | null {
  if (!text.trim()) return 'required';
  const parsed = parseExpiry(text);
  if (!parsed) return 'format';
  if (parsed.month < 1 || parsed.month > 12) return 'month';
  const current = now.getFullYear() * 12 + now.getMonth();
  return parsed.year * 12 + parsed.month - 1 < current ? 'past' : null;
}

export type CvcProblem = 'required' | 'format';

export function cvcProblem(text: string, digits: string): CvcProblem | null {
  if (!text.trim()) return 'required';
  const length = cardBrand(digits) === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(text.trim()) ? null : 'format';
}

/** The number as it is printed: groups of four (4-6-5 for American Express). */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
