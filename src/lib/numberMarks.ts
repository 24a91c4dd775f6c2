/**
 * Each interface language's decimal mark and thousands separator, CLDR's (what Node's full ICU gives for
 * `Intl.NumberFormat(lng).formatToParts`), written out here rather than asked of `Intl`, because browsers ship
 * partial locale data (Debian's Chromium formats Macedonian, Albanian and Bosnian numbers as English).
 * tests/unit/amount.test.ts compares the table with Node's ICU.
 *
 * One table for what is shown (i18n/money.ts, on every public booking page) and what can be typed (amount.ts,
 * the amount parser, which only forms load): kept apart from the parser, which the booking landing does not
 * need.
 *
 * - `decimal` and `group` are the language's decimal mark and thousands separator; `minGrouping` 2 leaves
 *   four-digit numbers ungrouped (Albanian "1234,50" but "12 345,60").
 */
export interface NumberMarks {
  decimal: string;
  group: string;
  minGrouping: 1 | 2;
}

const dotComma: NumberMarks = { decimal: ',', group: '.', minGrouping: 1 };

const marks: Readonly<Record<string, NumberMarks>> = {
  en: { decimal: '.', group: ',', minGrouping: 1 },
  ro: dotComma,
  mk: dotComma,
  bs: dotComma,
  sr: dotComma,
  sq: { decimal: ',', group: '\u00a0', minGrouping: 2 },
  de: dotComma,
};

/** The marks of a language (`de`, `sr-Latn`, `de_AT`); English for anything unknown. */
export function numberMarksOf(language: string | null | undefined): NumberMarks {
  const base = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return marks[base] ?? (marks.en as NumberMarks);
}

/** Whole digits grouped in threes from the right, unless there are too few for the language to group. */
export function groupDigits(digits: string, m: NumberMarks): string {
  if (digits.length < 3 + m.minGrouping) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, m.group);
}
