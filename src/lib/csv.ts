/**
 * CSV that spreadsheets open correctly: a UTF-8 byte-order mark (so Excel reads UTF-8, not the ANSI code page),
 * CRLF line ends, RFC 4180 quoting, and text cells that would start a formula neutralised (CSV injection).
 */
export type CsvCell = string | number | boolean | null | undefined | Date | CsvDecimal;

/**
 * An exact decimal written as a number (money: "225314.90", never a float): no thousands separator, no currency,
 * and the decimal mark that goes with the separator, as for numbers.
 */
export interface CsvDecimal {
  decimal: string;
}

export const csvDecimal = (value: string | null | undefined): CsvDecimal | null =>
  value === null || value === undefined || value === '' ? null : { decimal: value };

const DECIMAL = /^-?\d+(\.\d+)?$/;

export const CSV_BOM = '\uFEFF';

export type CsvDelimiter = ',' | ';';

/**
 * Excel's list separator follows the locale's decimal mark: `;` where the decimal mark is a comma (and numbers
 * are then written with a decimal comma, so they stay numbers), `,` otherwise.
 */
export function csvDelimiterFor(decimalMark: string): CsvDelimiter {
  return decimalMark === ',' ? ';' : ',';
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // Where `;` separates cells, Excel also reads `,` as the decimal mark.
    return delimiter === ';' ? String(value).replace('.', ',') : String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object') {
    const number = value.decimal.trim();
    if (!DECIMAL.test(number)) return csvCell(number, delimiter);
    return delimiter === ';' ? number.replace('.', ',') : number;
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const mustQuote =
    text.includes(delimiter) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text !== text.trim();
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file as text, BOM first; `header` is the first row. */
export function toCsv(header: string[], rows: CsvCell[][], delimiter: CsvDelimiter = ','): string {
  const line = (cells: CsvCell[]) => cells.map((c) => csvCell(c, delimiter)).join(delimiter);
  return CSV_BOM + [header, ...rows].map(line).join('\r\n') + '\r\n';
}

/** `users-2026-05-01.csv`: the resource and the local date. */
export function csvFileName(resource: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${resource}-${date}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
