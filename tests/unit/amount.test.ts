import { describe, expect, it } from 'vitest';
import { amountExample, formatAmount, parseAmount } from '@/lib/amount';
import { numberMarksOf } from '@/lib/numberMarks';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Per language: what is accepted (typed → invariant), what is refused, and the example in its messages. */
const table: Record<
  string,
  { accepted: [string, string][]; refused: string[]; example: string; shown: [string, string][] }
> = {
  en: {
    accepted: [
      ['250,000', '250000'],
      ['250000.5', '250000.5'],
      ['1,234.56', '1234.56'],
      ['1,000,000.00', '1000000.00'],
      [' 12.50 ', '12.50'],
      ['.5', '0.5'],
      [`1${NBSP}234.5`, '1234.5'],
      ['007', '7'],
    ],
    refused: [
      '1,5',
      '0,008',
      '1,2,3',
      '1.2.3',
      '1.000,50',
      '12,50',
      '1,0000',
      '5.',
      'abc',
      '-5',
      '€5',
      '1,234 567',
    ],
    example: '1,234.56',
    shown: [
      ['250000', '250,000'],
      ['1234.5', '1,234.5'],
      ['117.17', '117.17'],
    ],
  },
  de: {
    accepted: [
      ['2.500', '2500'],
      ['1.000,00', '1000.00'],
      ['2500,5', '2500.5'],
      ['1.234.567,89', '1234567.89'],
      [`1${NNBSP}000,50`, '1000.50'],
      ['12,5', '12.5'],
    ],
    refused: ['2.5', '1,2,3', '1,000.00', '1000.50', '2.50', '1.2345', '1,', '12,5,0', '1.000 000', '0.008'],
    example: '1.234,56',
    shown: [
      ['2500', '2.500'],
      ['1000.50', '1.000,50'],
    ],
  },
  ro: {
    accepted: [
      ['1.250,50', '1250.50'],
      ['500,5', '500.5'],
    ],
    refused: ['2.5', '1,2,3', '1,250.50'],
    example: '1.234,56',
    shown: [['1250.5', '1.250,5']],
  },
  mk: {
    accepted: [
      ['151.722,90', '151722.90'],
      ['500,5', '500.5'],
    ],
    refused: ['151,722.90', '1.5', '1,2,3'],
    example: '1.234,56',
    shown: [['151722.9', '151.722,9']],
  },
  bs: {
    accepted: [
      ['2.500', '2500'],
      ['1.000,00', '1000.00'],
    ],
    refused: ['2.50', '1,2,3', '1,000.00'],
    example: '1.234,56',
    shown: [['2500', '2.500']],
  },
  sr: {
    accepted: [
      ['225.314,90', '225314.90'],
      ['225 314,90', '225314.90'],
    ],
    refused: ['225,314.90', '22.53', '1,2,3'],
    example: '1.234,56',
    shown: [['225314.90', '225.314,90']],
  },
  sq: {
    accepted: [
      [`12${NBSP}345,60`, '12345.60'],
      ['12 345,60', '12345.60'],
      ['1234,5', '1234.5'],
      ['12.345,60', '12345.60'],
    ],
    refused: ['12,345.60', '1 23,5', '1,2,3', '2.5'],
    example: `12${NBSP}345,67`,
    shown: [
      ['1234.5', '1234,5'],
      ['12345.6', `12${NBSP}345,6`],
    ],
  },
};

describe('parseAmount and formatAmount, per language', () => {
  it('covers all seven interface languages', () => {
    expect(Object.keys(table).sort()).toEqual(['bs', 'de', 'en', 'mk', 'ro', 'sq', 'sr']);
  });

  for (const [lng, row] of Object.entries(table)) {
    describe(lng, () => {
      it.each(row.accepted)('reads %j as %s', (typed, invariant) => {
        expect(parseAmount(typed, lng)).toBe(invariant);
      });
      it.each(row.refused)('refuses %j', (typed) => {
        expect(parseAmount(typed, lng)).toBeNull();
      });
      it(`gives ${row.example} as the example, which it reads back`, () => {
        expect(amountExample(lng)).toBe(row.example);
        expect(parseAmount(amountExample(lng), lng)).toMatch(/^(1234\.56|12345\.67)$/);
      });
      it.each(row.shown)('writes %s as %j, which it reads back', (invariant, shown) => {
        expect(formatAmount(invariant, lng)).toBe(shown);
        expect(parseAmount(shown, lng)).toBe(invariant);
      });
    });
  }

  it('blank text is no amount, not a refusal', () => {
    expect(parseAmount('  ', 'de')).toBe('');
  });

  it('a regional or script tag uses its language (sr-Latn, de-AT), anything unknown English', () => {
    expect(parseAmount('2.500', 'sr-Latn')).toBe('2500');
    expect(parseAmount('2.500', 'de-AT')).toBe('2500');
    expect(parseAmount('2.500', 'fr')).toBe('2.500');
  });

  it('has the marks of full ICU data (Node), whatever a browser ships', () => {
    for (const lng of Object.keys(table)) {
      const parts = new Intl.NumberFormat(lng === 'sr' ? 'sr-Latn' : lng).formatToParts(1234567.5);
      const marks = numberMarksOf(lng);
      expect(parts.find((p) => p.type === 'group')?.value, lng).toBe(marks.group);
      expect(parts.find((p) => p.type === 'decimal')?.value, lng).toBe(marks.decimal);
      const four = new Intl.NumberFormat(lng === 'sr' ? 'sr-Latn' : lng).format(1234);
      expect(four === '1234', lng).toBe(marks.minGrouping === 2);
    }
  });
});
