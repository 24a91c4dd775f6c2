import { useState } from 'react';
import { useIsPhone } from '../hooks/useIsPhone';
import type { FilterControlProps, FilterOption } from './filters';
import './filters.css';

/**
 * The text and select filter controls, as the browser's own input and select drawn like the keyword box (antd's
 * Input and Select were 32 KB gzip on the first screen with such a filter). The many-of select is in
 * ./MultiSelectControl, the number and date boxes in ./rangeControls. Every control carries its filter's label for
 * screen readers; a select's first entry, named as the filter, means "any".
 */

/** On phones the controls share the row (filters.css); on wider screens a text box has its own width. */
export function useControlStyle(desktopWidth?: number) {
  const phone = useIsPhone();
  return phone || !desktopWidth ? undefined : { width: desktopWidth, maxWidth: '100%' };
}

/**
 * Keeps a typed draft until it is applied (Enter, leaving the box), and follows the URL when it changes under
 * the control (back/forward, "clear filters").
 */
export function useDraft<V, D = V>(value: V | undefined, empty: D, toDraft?: (value: V) => D) {
  const draftOf = (v: V | undefined): D =>
    v === undefined ? empty : toDraft ? toDraft(v) : (v as unknown as D); // no mapping: D is V
  const [draft, setDraft] = useState<D>(() => draftOf(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(draftOf(value));
  }
  return [draft, setDraft] as const;
}

export function TextControl({
  value,
  onChange,
  label,
  maxLength,
}: FilterControlProps<string> & { label: string; maxLength: number }) {
  const style = useControlStyle(180);
  const [draft, setDraft] = useDraft(value, '');
  const apply = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <input
      type="search"
      className="app-filter-input"
      aria-label={label}
      placeholder={label}
      value={draft}
      maxLength={maxLength}
      style={style}
      onChange={(e) => {
        setDraft(e.target.value);
        // Emptied (the clear button, or erased): the filter goes at once.
        if (e.target.value === '' && value !== undefined) onChange(undefined);
      }}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}

interface OptionsProps {
  label: string;
  options: FilterOption[];
  loading?: boolean;
}

export function SelectControl({
  value,
  onChange,
  label,
  options,
  loading,
}: FilterControlProps<string> & OptionsProps) {
  // A value from the URL whose options are still on their way is shown as it is until they arrive.
  const unknown = value !== undefined && !options.some((o) => o.value === value);
  return (
    <select
      aria-label={label}
      aria-busy={loading || undefined}
      className={value === undefined ? 'app-filter-select app-filter-select--empty' : 'app-filter-select'}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      <option value="">{label}</option>
      {unknown && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
