import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney as bookingMoney } from '@/booking/format';
import { formatMoney as adminMoney } from '@/components/display/format';
import { intlLocale, languageCodes } from '@/i18n/languages';
import { formatMoney } from '@/i18n/money';

const NBSP = '\u00a0';
const show = (text: string) => text.replaceAll(NBSP, '⍽');

/** The currencies of the demo catalogue and the others a Balkan agency meets. */
const currencies = [
  ...['EUR', 'RON', 'MKD', 'BAM', 'RSD', 'ALL', 'USD', 'CHF', 'GBP'],
  ...['JPY', 'HUF', 'CZK', 'PLN', 'BGN', 'TRY', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'CNY', 'ILS', 'INR'],
];
const amounts = ['151722.90', '1234.50', '12345.6', '999.99', '0.00', '1000000.00', '1234', '-1234.50'];

/** What full ICU data says (Node ships it): the reference the table must equal. */
const cldr = (amount: string, currency: string, language: string) => {
  const places = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(amount as Intl.StringNumericLiteral);
};

afterEach(() => vi.unstubAllGlobals());

describe('money in the seven languages', () => {
  it('reads as each language writes it', () => {
    const cases: [string, string, string, string][] = [
      ['en', '151722.90', 'RSD', `RSD${NBSP}151,722.90`],
      ['en', '1250.50', 'EUR', '€1,250.50'],
      ['ro', '151722.90', 'RSD', `151.722,90${NBSP}RSD`],
      ['ro', '1250.50', 'EUR', `1.250,50${NBSP}EUR`],
      ['mk', '151722.90', 'MKD', `151.722,90${NBSP}ден.`],
      ['mk', '151722.90', 'RSD', `151.722,90${NBSP}RSD`],
      ['mk', '1250.50', 'EUR', `1.250,50${NBSP}€`],
      ['bs', '151722.90', 'BAM', `151.722,90${NBSP}KM`],
      ['bs', '151722.90', 'RSD', `151.722,90${NBSP}din.`],
      ['sr', '151722.90', 'RSD', `151.722,90${NBSP}RSD`],
      ['sq', '151722.90', 'RSD', `151${NBSP}722,90${NBSP}RSD`],
      ['sq', '1250.50', 'EUR', `1250,50${NBSP}€`],
      ['sq', '151722.90', 'ALL', `151${NBSP}722,90${NBSP}Lekë`],
      ['de', '151722.90', 'RSD', `151.722,90${NBSP}RSD`],
      ['de', '-1250.50', 'EUR', `-1.250,50${NBSP}€`],
    ];
    for (const [language, amount, currency, expected] of cases)
      expect(show(formatMoney(amount, currency, language)), `${language} ${amount} ${currency}`).toBe(
        show(expected),
      );
  });

  it('equals CLDR for every language, currency and amount', () => {
    const differences: string[] = [];
    for (const language of languageCodes)
      for (const currency of currencies)
        for (const amount of amounts) {
          const ours = formatMoney(amount, currency, language);
          const theirs = cldr(amount, currency, language);
          if (ours !== theirs)
            differences.push(`${language} ${currency} ${amount}: ${show(ours)} ≠ ${show(theirs)}`);
        }
    expect(differences).toEqual([]);
    expect(languageCodes).toHaveLength(7);
  });

  it('keeps every digit the server sent, through no float', () => {
    expect(formatMoney('12345678901234567.89', 'EUR', 'de')).toBe(`12.345.678.901.234.567,89${NBSP}€`);
    expect(formatMoney('0.10', 'EUR', 'en')).toBe('€0.10');
    expect(formatMoney('007.5', 'EUR', 'en')).toBe('€7.5');
    expect(formatMoney('n/a', 'EUR', 'sq')).toBe(`n/a${NBSP}EUR`);
  });

  it('does not depend on the browser’s locale data: Debian’s Chromium answers mk, sq and bs in English', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const withoutData = new Set(['mk', 'sq', 'bs']);
    // What that Chromium does: no Macedonian or Albanian data, only the root data for Bosnian.
    const english = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
      const locale = [locales ?? 'en'].flat()[0] ?? 'en';
      return new RealNumberFormat(withoutData.has(locale) ? 'en-US' : locale, options);
    } as unknown as typeof Intl.NumberFormat;
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: english });
    expect(new Intl.NumberFormat('sq', { style: 'currency', currency: 'RSD' }).format(151722.9)).toBe(
      `RSD${NBSP}151,722.90`,
    );
    for (const format of [formatMoney, adminMoney, bookingMoney]) {
      expect(show(format('151722.90', 'RSD', 'sq'))).toBe(show(`151${NBSP}722,90${NBSP}RSD`));
      expect(show(format('151722.90', 'MKD', 'mk'))).toBe(show(`151.722,90${NBSP}ден.`));
      expect(show(format('151722.90', 'BAM', 'bs'))).toBe(show(`151.722,90${NBSP}KM`));
    }
  });
});
