import type { FilterControlProps } from './filters';
import './filters.css';

/**
 * A yes/no filter as the browser's own select (antd's Select and its virtual list were 25 KB gzip on the first
 * list's load for two options). The first entry, named as the filter, means "either": the placeholder antd showed.
 */
export function BooleanControl({
  value,
  onChange,
  label,
  trueLabel,
  falseLabel,
}: FilterControlProps<boolean> & { label: string; trueLabel: string; falseLabel: string }) {
  return (
    <select
      aria-label={label}
      className={value === undefined ? 'app-filter-select app-filter-select--empty' : 'app-filter-select'}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
    >
      <option value="">{label}</option>
      <option value="true">{trueLabel}</option>
      <option value="false">{falseLabel}</option>
    </select>
  );
}
