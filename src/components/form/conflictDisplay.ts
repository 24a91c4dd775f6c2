import { Children, isValidElement, type ReactNode } from 'react';
import { formatDateTime, formatDay } from '../display/format';

/*
 * What the conflict comparison shows for a value: what the form shows for it, not the raw value. A select or a
 * checkbox group shows its option's label (a currency's "RSD · Serbian dinar", not its id 5), a switch yes/no, a
 * date in the language's format. The options are read from the form's own elements (a `Form.Item` with a `name`
 * whose control has `options`), so every form gets labels without saying anything; a control that loads its
 * options inside a component of its own shows the raw value.
 */

interface Option {
  value: unknown;
  label: string;
}

type Props = {
  name?: unknown;
  children?: ReactNode;
  options?: unknown;
};

/** The text of an option's label (a string, a number or elements with text). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<Props>(node)) return textOf(node.props.children);
  return '';
}

/** Options of a select or checkbox group, groups flattened; plain values are their own label. */
function flatten(options: unknown): Option[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown): Option[] => {
    if (typeof option === 'string' || typeof option === 'number')
      return [{ value: option, label: String(option) }];
    if (!option || typeof option !== 'object') return [];
    const o = option as { value?: unknown; label?: ReactNode; options?: unknown };
    if (Array.isArray(o.options) && !('value' in o)) return flatten(o.options);
    const label = textOf(o.label);
    return [{ value: o.value, label: label || String(o.value) }];
  });
}

/** Each named field's options, found in the form's elements (fragments and wrappers included). */
export function fieldOptions(children: ReactNode): Map<string, Option[]> {
  const found = new Map<string, Option[]>();
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<Props>(child)) return;
      const { name, children: inner, options } = child.props;
      if (typeof name === 'string' && isValidElement<Props>(inner)) {
        const list = flatten(inner.props.options);
        if (list.length) found.set(name, list);
        return;
      }
      if (options === undefined) visit(inner);
    });
  };
  visit(children);
  return found;
}

export interface ShowWords {
  empty: string;
  yes: string;
  no: string;
  language: string;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const isMoment = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text);

/** A value as the comparison shows it. */
export function showValue(value: unknown, options: Option[] | undefined, words: ShowWords): string {
  const one = (v: unknown): string => {
    const option = options?.find((o) => o.value === v || String(o.value) === String(v));
    if (option) return option.label;
    if (typeof v === 'boolean') return v ? words.yes : words.no;
    if (typeof v === 'string' && isDay(v)) return formatDay(v, words.language);
    if (typeof v === 'string' && isMoment(v)) return formatDateTime(v, words.language) || v;
    // A date picker's value (dayjs): the day in the language's format.
    if (v && typeof v === 'object' && typeof (v as { format?: unknown }).format === 'function') {
      return formatDay((v as { format(f: string): string }).format('YYYY-MM-DD'), words.language);
    }
    if (v && typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  if (value === undefined || value === null || value === '') return words.empty;
  if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : words.empty;
  return one(value);
}
