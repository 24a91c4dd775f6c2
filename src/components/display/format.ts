/**
 * Dates as the server sends them: ISO strings, with or without an offset (ABP's unspecified clock omits it).
 * Display uses Intl in the UI language; the CSV uses a sortable local `YYYY-MM-DD HH:mm:ss` Excel understands.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  const date = parseServerDate(value);
  if (!date) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toLocaleString();
  }
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
