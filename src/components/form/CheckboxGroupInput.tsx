import { Checkbox } from 'antd';

interface Props<V extends string | number> {
  id?: string;
  value?: V[];
  onChange?(value: V[]): void;
  options: { value: V; label: string }[];
  /** The group's accessible name: the form item's label. */
  label: string;
}

/**
 * A multiple choice as check boxes, for a `Form.Item`: a named group. The item's `aria-required` is not
 * passed on, as ARIA allows it on no group of check boxes; the label's asterisk and the rule still say it.
 */
export function CheckboxGroupInput<V extends string | number>({
  id,
  value,
  onChange,
  options,
  label,
}: Props<V>) {
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group<V> value={value} options={options} onChange={(next) => onChange?.(next)} />
    </div>
  );
}
