/**
 * Amounts as people write them in each interface language, read and written back exactly (decimal strings,
 * never a binary float). Pure and tiny: the booking checkout uses it too. The marks come from numberMarks.ts.
 *
 * - Reading also accepts spaces (plain, no-break, narrow no-break, thin) as thousands separators in every
 *   language, since no language uses a space as its decimal mark, and in Albanian the point people often write
 *   for thousands. A thousands separator must stand between groups of exactly three digits, so German "2.500" is
 *   2500 and German "2.5" is refused, never read as 2,5.
 */
import { groupDigits, numberMarksOf } from './numberMarks';

const INVARIANT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An invariant decimal ("1234.5", as forms hold and the API sends amounts) written in the language: "1.234,5"
 * in German, "1,234.5" in English; the places are kept as given. Anything else is returned as it is.
 */
export function formatAmount(value: string | number | null | undefined, language: string): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  const match = INVARIANT.exec(text);
  if (!match) return text;
  const m = numberMarksOf(language);
  const [, sign = '', whole = '0', fraction] = match;
  const number = groupDigits(whole.replace(/^0+(?=\d)/, ''), m);
  return `${sign}${number}${fraction === undefined ? '' : `${m.decimal}${fraction}`}`;
}

/** An amount written in the language's own format, for messages: "1.234,56" in German, "1,234.56" in English. */
export function amountExample(language: string): string {
  return formatAmount(numberMarksOf(language).minGrouping === 2 ? '12345.67' : '1234.56', language);
}

const SPACE = /\s/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The amount a user typed in the language, as an invariant decimal ("1.000,50" in German → "1000.50"; places
 * kept as typed, leading zeros dropped): `''` for blank text, `null` for text that is not an amount in the
 * language or is ambiguous — a misplaced thousands separator ("2.5" in German, "1,5" in English), two decimal
 * marks ("1,2,3"), mixed separators, a group after a leading zero (German "0.008"), letters, signs. No negative
 * amounts.
 */
export function parseAmount(text: string, language: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const m = numberMarksOf(language);
  const s = trimmed.replace(SPACE, ' ');
  const groups = m.group === '.' || m.group === ',' ? [m.group, ' '] : [' ', '.'];
  const parts = s.split(m.decimal);
  if (parts.length > 2) return null;
  const [whole = '', fraction] = parts;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  let digits = whole;
  if (!/^\d*$/.test(whole)) {
    const group = groups.find((g) => whole.includes(g));
    if (!group || !new RegExp(`^[1-9]\\d{0,2}(?:${escape(group)}\\d{3})+$`).test(whole)) return null;
    digits = whole.split(group).join('');
  }
  if (digits === '' && fraction === undefined) return null;
  const integer = (digits || '0').replace(/^0+(?=\d)/, '');
  return fraction === undefined ? integer : `${integer}.${fraction}`;
}
