import dayjs from 'dayjs';
// The weekday and month names of the seven languages (English is built in); the public pages do not load the
// current language's date locale with the translations, as the back-office does.
import 'dayjs/locale/de';
import 'dayjs/locale/hr';
import 'dayjs/locale/mk';
import 'dayjs/locale/ro';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import { fixDateLocales } from '@/i18n/dateLocales';
import { languageOf } from '@/i18n/languages';

export { formatMoney } from '@/components/display/format';

fixDateLocales(dayjs);

/**
 * A day of the stay (`2026-12-03`) with its weekday, in the language: "Thu, 3 Dec", "Do., 3. Dez.", "чет, 3 дек".
 * dayjs rather than Intl, whose data some browsers lack for mk, sq and bs (as src/components/display/format.ts).
 */
export function formatServiceDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayjs(date).locale(languageOf(language).dayjs).format('ddd, D MMM');
}
