import { groupDigits, numberMarksOf, type NumberMarks } from '@/lib/numberMarks';
import { languageOf, type LanguageCode } from './languages';

/**
 * Money in the conventions of each interface language, from CLDR (48, as Node's ICU 78 ships it), written out
 * here rather than asked of `Intl`: browsers ship partial locale data (Debian's Chromium has no Macedonian or
 * Albanian, and only the root data for Bosnian), and there `Intl` answers in English — "RSD 151,722.90" on an
 * Albanian page. With the table every browser shows the same: "151 722,90 RSD" in Albanian, "151.722,90 ден." in
 * Macedonian, "€1,250.50" in English. tests/unit/money.test.ts compares it with full ICU data.
 *
 * - the decimal mark and the grouping separator, from the table the amount parser reads too
 *   (lib/numberMarks.ts), so what is shown and what can be typed agree; `minGrouping` 2 leaves four-digit
 *   numbers ungrouped (CLDR's minimumGroupingDigits: Albanian "1234,50 €" but "12 345,60 €");
 * - where the currency goes: English before the number (a letter code followed by a no-break space, a sign
 *   such as € or US$ directly), the others after it with a no-break space;
 * - the currency's symbol in the language where CLDR has one (for the currencies a Balkan agency meets), else
 *   its ISO code.
 */
interface Conventions extends NumberMarks {
  before: boolean;
  symbols: Readonly<Record<string, string>>;
}

const NBSP = '\u00a0';
const dotComma = { ...numberMarksOf('de'), before: false } as const;
const ca$ = { CAD: 'CA$', MXN: 'MX$' };
const marks = { ILS: '₪', INR: '₹' };

const conventions: Record<LanguageCode, Conventions> = {
  en: {
    ...numberMarksOf('en'),
    before: true,
    symbols: { EUR: '€', USD: '$', GBP: '£', JPY: '¥', AUD: 'A$', CNY: 'CN¥', BRL: 'R$', ...ca$, ...marks },
  },
  ro: { ...dotComma, symbols: {} },
  mk: { ...dotComma, symbols: { EUR: '€', USD: 'US$', MKD: 'ден.', BRL: 'R$', ...ca$ } },
  bs: { ...dotComma, symbols: { EUR: '€', JPY: '¥', RSD: 'din.', BAM: 'KM', INR: '₹' } },
  sr: {
    ...dotComma,
    symbols: { EUR: '€', USD: 'US$', GBP: '£', JPY: '¥', BAM: 'KM', CNY: 'CN¥', BRL: 'R$', ...ca$, ...marks },
  },
  sq: {
    ...numberMarksOf('sq'),
    before: false,
    symbols: {
      EUR: '€',
      USD: 'US$',
      GBP: '£',
      JPY: 'JP¥',
      ALL: 'Lekë',
      AUD: 'A$',
      CNY: 'CN¥',
      ...ca$,
      ...marks,
    },
  },
  de: {
    ...dotComma,
    symbols: { EUR: '€', USD: '$', GBP: '£', JPY: '¥', AUD: 'AU$', CNY: 'CN¥', BRL: 'R$', ...ca$, ...marks },
  },
};

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact decimal amount ("151722.90", as the server sends money) with the places it has, in the language's
 * conventions and with the currency's symbol or code: `151.722,90 RSD` in Serbian. Nothing goes through a binary
 * float. Text that is not a decimal is shown as it is, with the code.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  const c = conventions[languageOf(language).code];
  const match = AMOUNT.exec(amount.trim());
  const symbol = c.symbols[currency] ?? currency;
  if (!match) return `${amount}${NBSP}${currency}`;
  const [, sign = '', whole = '0', fraction] = match;
  const number = `${groupDigits(whole.replace(/^0+(?=\d)/, ''), c)}${fraction ? `${c.decimal}${fraction}` : ''}`;
  if (!c.before) return `${sign}${number}${NBSP}${symbol}`;
  // CLDR's currency spacing: a code or a symbol ending in a letter is kept apart from the digits.
  return `${sign}${symbol}${/\p{Sc}$/u.test(symbol) ? '' : NBSP}${number}`;
}
