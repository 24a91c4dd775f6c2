import dayjs from 'dayjs';
import { formatDate } from '@/components/display/format';
import { languageOf } from '@/i18n/languages';

/** A visually hidden element that screen readers still read (the data tables behind the charts). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const dayOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return dayjs(new Date(y!, m! - 1, d!));
};

/** A short day label under a bar: `11/25` in English, `25.11.` elsewhere. */
export function shortDay(day: string, language: string): string {
  return dayOf(day).format(language === 'en' ? 'M/D' : 'D.M.');
}

/** A day in full, in the language's date format (`11/25/2026`, `25. 11. 2026.`). */
export function longDay(day: string, language: string): string {
  return formatDate(dayOf(day).toDate(), language);
}

/** The time of day in the language's format (`2:43 PM`, `14:43`). */
export function timeOfDay(value: number | string, language: string): string {
  const lang = languageOf(language);
  return dayjs(value).locale(lang.dayjs).format(lang.timeFormat);
}

/** A round top for the value axis: 1, 2, 5 or 10 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((f) => f * power).find((v) => v >= max) ?? 10 * power) as number;
}
