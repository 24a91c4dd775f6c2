import { Input, Select } from 'antd';
import { useState } from 'react';
import { useIsPhone } from '../hooks/useIsPhone';
import type { FilterControlProps, FilterOption } from './filters';

/**
 * The text and select filter controls (antd Input and Select), a chunk loaded with the first list that shows one;
 * the number and date boxes are in ./rangeControls, the yes/no select in ./BooleanControl (plain HTML, on the
 * first list's path). Every control carries its filter's label for screen readers.
 */
const selectStyle = { minWidth: 150, maxWidth: '100%' } as const;
/** On phones the controls share the row: selects two by two, ranges across the whole width. */
const phoneSelectStyle = { flex: '1 1 140px', minWidth: 0 } as const;

export function useControlStyle(desktopWidth?: number) {
  const phone = useIsPhone();
  return phone ? phoneSelectStyle : desktopWidth ? { width: desktopWidth, maxWidth: '100%' } : selectStyle;
}

/**
 * Keeps a typed draft until it is applied (Enter, leaving the box), and follows the URL when it changes under
 * the control (back/forward, "clear filters").
 */
export function useDraft<V>(value: V | undefined, empty: V) {
  const [draft, setDraft] = useState<V>(value ?? empty);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? empty);
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
    <Input
      aria-label={label}
      placeholder={label}
      value={draft}
      maxLength={maxLength}
      allowClear
      style={style}
      onChange={(e) => {
        setDraft(e.target.value);
        // Emptied (the clear button, or erased): the filter goes at once.
        if (e.target.value === '' && value !== undefined) onChange(undefined);
      }}
      onBlur={() => apply()}
      onPressEnter={() => apply()}
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
  const style = useControlStyle();
  return (
    <Select
      aria-label={label}
      placeholder={label}
      value={value}
      options={options}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={style}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
    />
  );
}

export function MultiSelectControl({
  value,
  onChange,
  label,
  options,
  loading,
}: FilterControlProps<string[]> & OptionsProps) {
  const style = useControlStyle(220);
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={label}
      value={value ?? []}
      options={options}
      loading={loading}
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={style}
      onChange={(v: string[]) => onChange(v.length ? v : undefined)}
    />
  );
}
