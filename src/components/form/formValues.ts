/** Blank-insensitive comparison of form values, so typing and then undoing leaves a form clean. */
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether two field values are the same (blank-insensitive, arrays in any order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b))
      return (blank(a) || (Array.isArray(a) && !a.length)) && (blank(b) || (Array.isArray(b) && !b.length));
    const sa = [...a].map((x) => JSON.stringify(x)).sort();
    const sb = [...b].map((x) => JSON.stringify(x)).sort();
    return sa.length === sb.length && sa.every((x, i) => x === sb[i]);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) =>
      sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    );
  }
  return a === b;
}

/** True when any field the form shows differs from its initial value. */
export function valuesChanged(current: Record<string, unknown>, initial: Record<string, unknown>): boolean {
  return Object.keys(current).some((key) => !sameValue(current[key], initial[key]));
}
