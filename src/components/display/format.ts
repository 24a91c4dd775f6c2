import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/hr';
import 'dayjs/locale/mk';
import 'dayjs/locale/ro';
import 'dayjs/locale/sq';
import 'dayjs/locale/sr';
import { languageOf } from '@/i18n/languages';

dayjs.extend(localizedFormat);

/**
 * Dates as the server sends them: ISO strings, with or without an offset (ABP's unspecified clock omits it).
 * Display uses dayjs in the UI language's date locale (the one the date pickers use: Bosnian dates are Croatian),
 * not Intl, whose data some browsers lack for mk/sq/bs; the CSV uses a sortable local `YYYY-MM-DD HH:mm:ss`.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `L LT` in the language's dayjs locale: `22.11.2026 14:43` in Bosnian, `11/22/2026 2:43 PM` in English. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  const date = parseServerDate(value);
  if (!date) return '';
  return dayjs(date).locale(languageOf(language).dayjs).format('L LT');
}

export function exportDateTime(value: string | null | undefined): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
