import type { CsvCell } from '@/lib/csv';
import { exportCell, type ResourceColumn } from '../list/columns';

/**
 * The export's header and rows from the visible columns: each column's cell (`exportValue`), and after a money
 * column (one with `currency`), or after adjacent money columns, a column with the row's currency, so that
 * amounts are numbers a spreadsheet can add up ("225314.90" and "RSD", not "RSD 225,314.90").
 */
export function csvTable<T>(
  columns: ResourceColumn<T>[],
  rows: T[],
  currencyTitle: string,
): { header: string[]; rows: CsvCell[][] } {
  const layout: { title: string; cell(row: T): CsvCell }[] = [];
  columns.forEach((column, index) => {
    layout.push({ title: column.title, cell: (row) => exportCell(row, column) });
    const { currency } = column;
    if (currency && !columns[index + 1]?.currency) layout.push({ title: currencyTitle, cell: currency });
  });
  return {
    header: layout.map((c) => c.title),
    rows: rows.map((row) => layout.map((c) => c.cell(row))),
  };
}
