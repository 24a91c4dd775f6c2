import { useId, useRef, useState, type ChangeEvent } from 'react';

/** A field's check: the message when the value is wrong, nothing when it is right. */
export type FieldCheck<F extends string> = (value: string, values: Record<F, string>) => string | undefined;

export type FieldErrors<F extends string> = Partial<Record<F, string | undefined>>;

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The state of a small plain-HTML form (no antd Form): its values, their checks and the errors shown. Every field
 * is checked on submit and the first wrong one gets the focus; a field shown as wrong is checked again as the user
 * corrects it (and so is a field depending on it, the confirmation of a new password); untouched fields are left
 * alone. What the user typed stays until `reset()`.
 */
export function usePlainForm<F extends string>({
  initial,
  checks,
  dependents = {},
}: {
  initial: Record<F, string>;
  checks: Partial<Record<F, FieldCheck<F>[]>>;
  /** The fields to check again when a field changes (only those shown as wrong). */
  dependents?: Partial<Record<F, F[]>>;
}) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const controls = useRef(new Map<F, Control>());
  const fields = Object.keys(initial) as F[];

  const check = (field: F, all: Record<F, string>) => {
    for (const rule of checks[field] ?? []) {
      const message = rule(all[field], all);
      if (message) return message;
    }
    return undefined;
  };

  const focusFirst = (found: FieldErrors<F>) => {
    const first = fields.find((f) => found[f] !== undefined);
    if (first) controls.current.get(first)?.focus();
    return first;
  };

  const set = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const again = [field, ...(dependents[field] ?? [])].filter((f) => errors[f] !== undefined);
    if (again.length)
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(again.map((f) => [f, check(f, next)])) }));
  };

  return {
    values,
    errors,
    id: (field: F) => `${prefix}-${field}`,
    /** The control's value, change handler and ref (its id and ARIA come from PlainField). */
    control: (field: F) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<Control>) => set(field, event.target.value),
      ref: (element: Control | null) => {
        if (element) controls.current.set(field, element);
        else controls.current.delete(field);
      },
    }),
    /** Checks every field; false (and the first wrong field focused) when one is wrong. */
    validate: () => {
      const found = Object.fromEntries(fields.map((f) => [f, check(f, values)])) as FieldErrors<F>;
      setErrors(found);
      return focusFirst(found) === undefined;
    },
    /** Shows errors from elsewhere (the server's) on their fields, the first of them focused. */
    showErrors: (found: FieldErrors<F>) => {
      setErrors((shown) => ({ ...shown, ...found }));
      focusFirst(found);
    },
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}
