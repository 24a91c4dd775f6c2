import { dateFormatOf, intlLocale } from '@/i18n/languages';

/**
 * Money and dates of the public pages in the visitor's language (Serbian in Latin script: `intlLocale`). Money
 * arrives as exact decimal text and is formatted from the text, never through a binary float, in CLDR's
 * conventions of the language whatever the browser knows (i18n/money.ts).
 *
 * Some browsers ship partial locale data (Debian's Chromium has no Macedonian or Albanian, and only the root data
 * for Bosnian): there Intl answers in English. For dates each language is probed once; without real month names
 * a date uses the language's numeric format.
 */
export { formatMoney } from '@/i18n/money';

const probes = new Map<string, { months: boolean }>();

function localeData(language: string) {
  let probe = probes.get(language);
  if (!probe) {
    let months = language === 'en';
    try {
      const january = new Intl.DateTimeFormat(intlLocale(language), {
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2026, 0, 15)));
      months ||= january !== 'January' && !/^M\d/.test(january);
    } catch {
      // Keep the fallback.
    }
    probe = { months };
    probes.set(language, probe);
  }
  return probe;
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
