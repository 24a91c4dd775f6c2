/**
 * A table cell's text on one line: cut with an ellipsis at the column's maximum width (`.app-cell-text` in
 * app.css), the whole text on hover (`title`). Long values (a 71-character user name) can no longer widen a
 * table until the other columns scroll out of sight.
 */
export function CellText({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return (
    <span className="app-cell-text" title={text}>
      {text}
    </span>
  );
}

/** The default `render` of a column that declares none. */
export const renderCellText = (value: unknown) => <CellText value={value} />;
