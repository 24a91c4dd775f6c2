import { dateFormatOf, intlLocale, languageOf } from '@/i18n/languages';

/**
 * Money and dates of the public pages in the visitor's language (Serbian in Latin script: `intlLocale`). Money
 * arrives as exact decimal text and is formatted from the text, never through a binary float.
 *
 * Some browsers ship partial locale data (Debian's Chromium has no Macedonian or Albanian, and only the root data
 * for Bosnian): there Intl answers in English. Each language is probed once; without real data, numbers use the
 * language's decimal mark (i18n/languages.ts) with the currency code after them, and dates its numeric format.
 */
const probes = new Map<string, { numbers: boolean; months: boolean }>();

function localeData(language: string) {
  let probe = probes.get(language);
  if (!probe) {
    const locale = intlLocale(language);
    const english = language === 'en';
    const mark = languageOf(language).decimalMark;
    let numbers = english;
    let months = english;
    try {
      numbers ||= new Intl.NumberFormat(locale).format(1.5) === `1${mark}5`;
      const january = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 0, 15)),
      );
      months ||= january !== 'January' && !/^M\d/.test(january);
    } catch {
      // Keep the fallbacks.
    }
    probe = { numbers, months };
    probes.set(language, probe);
  }
  return probe;
}

export function formatMoney(amount: string, currency: string, language: string): string {
  const places = amount.split('.')[1]?.length ?? 0;
  const digits = { minimumFractionDigits: places, maximumFractionDigits: places };
  const value = amount as Intl.StringNumericLiteral;
  if (localeData(language).numbers)
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, ...digits }).format(
      value,
    );
  // German groups and marks decimals as these languages do ("1.234,50"); the code follows, as in their CLDR data.
  const locale = languageOf(language).decimalMark === ',' ? 'de' : 'en';
  return `${new Intl.NumberFormat(locale, digits).format(value)}\u00a0${currency}`;
}

/** The language's numeric date format (`D.MM.YYYY`) for a calendar day. */
function numericDay(day: string, language: string) {
  const [y = '', m = '', d = ''] = day.split('-');
  const parts: Record<string, string> = { YYYY: y, MM: m, DD: d, M: String(Number(m)), D: String(Number(d)) };
  return dateFormatOf(language).replace(/YYYY|MM|DD|M|D/g, (token) => parts[token] ?? token);
}

/** A calendar date (`YYYY-MM-DD`) with the weekday, as the traveller reads it. */
export function formatDay(day: string, language: string): string {
  if (!localeData(language).months) return numericDay(day, language);
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The country's name in the language, or null when the browser only knows it in English. */
export function regionName(code: string, language: string): string | null {
  try {
    const name = new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code);
    const english = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return name && (language === 'en' || name !== english) ? name : null;
  } catch {
    return null;
  }
}
