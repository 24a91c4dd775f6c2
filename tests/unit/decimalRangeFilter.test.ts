import { describe, expect, it } from 'vitest';
import { compareDecimals, decimalRangeFilter, dateRangeFilter } from '@/components/list/filters';

const reader = (query: string) => {
  const params = new URLSearchParams(query);
  return (key: string) => params.get(key);
};

describe('decimalRangeFilter', () => {
  const amount = decimalRangeFilter({ name: 'amount', label: 'Amount' });

  it('keeps the typed decimals exactly and sends them as MinAmount/MaxAmount', () => {
    const value = amount.read(reader('amountMin=0.10&amountMax=12345678901234.5678'))!;
    expect(value).toEqual(['0.10', '12345678901234.5678']);
    expect(amount.request(value)).toEqual({ MinAmount: '0.10', MaxAmount: '12345678901234.5678' });
    expect(amount.write(value)).toEqual({ amountMin: '0.10', amountMax: '12345678901234.5678' });
  });

  it('swaps reversed ends by exact comparison and drops what is not a decimal', () => {
    expect(amount.read(reader('amountMin=200&amountMax=99.99'))).toEqual(['99.99', '200']);
    expect(amount.read(reader('amountMin=1e3&amountMax=-5'))).toBeUndefined();
    expect(amount.read(reader('amountMax=7.12345'))).toBeUndefined();
    expect(compareDecimals('0010.5', '10.50')).toBe(0);
    expect(compareDecimals('9.99', '10')).toBeLessThan(0);
    expect(compareDecimals('10.01', '10.001')).toBeGreaterThan(0);
  });
});

describe('dateRangeFilter with days', () => {
  it('sends calendar days as they are, not instants', () => {
    const checkIn = dateRangeFilter({ name: 'checkInDate', label: 'Check-in', days: true });
    const value = checkIn.read(reader('checkInDateFrom=2026-07-31&checkInDateTo=2026-07-01'))!;
    expect(checkIn.request(value)).toEqual({ StartCheckInDate: '2026-07-01', EndCheckInDate: '2026-07-31' });
  });
});
