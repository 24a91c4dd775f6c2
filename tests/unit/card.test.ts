import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  luhnValid,
} from '@/api/schemas/card';

describe('card checks', () => {
  it('check the Luhn digit and the length for the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4242-4242-4242-4241')).toBe('checksum');
    expect(cardNumberProblem('4242 4242')).toBe('length');
    expect(cardNumberProblem('4242 abcd')).toBe('characters');
    expect(cardNumberProblem(' ')).toBe('required');
    expect(cardNumberProblem('378282246310005')).toBeNull();
  });

  it('accept an expiry through the last day of its month', () => {
    const now = new Date(2026, 10, 25);
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('past');
    expect(expiryProblem('13/30', now)).toBe('month');
    expect(expiryProblem('1230', now)).toBeNull();
    expect(expiryProblem('12-30', now)).toBe('format');
  });

  it('want 3 CVC digits, 4 for American Express, and group the number as printed', () => {
    expect(cvcProblem('123', '4242424242424242')).toBeNull();
    expect(cvcProblem('123', '378282246310005')).toBe('format');
    expect(cvcProblem('1234', '378282246310005')).toBeNull();
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
