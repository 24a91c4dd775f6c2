import type { FormInstance } from 'antd';
import { isAbpApiError } from '@/api/errors';

/**
 * Puts a failed call's errors on the form fields they name (`validationErrors[].members`). An error naming no
 * known field lands on `fallbackField` when given; otherwise the message is returned for the caller to show.
 */
export function applyServerErrors<T extends object>(
  form: FormInstance<T>,
  error: unknown,
  fallbackField?: keyof T & string,
): string | null {
  if (!isAbpApiError(error)) return error instanceof Error ? error.message : String(error);
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const byField = new Map<string, string[]>();
  for (const v of error.validationErrors) {
    for (const member of v.members ?? []) {
      const field = member.charAt(0).toLowerCase() + member.slice(1);
      if (known.has(field)) byField.set(field, [...(byField.get(field) ?? []), v.message]);
    }
  }
  if (byField.size > 0) {
    form.setFields([...byField].map(([name, errors]) => ({ name: name as never, errors })));
    return null;
  }
  if (fallbackField && !error.isNetworkError && error.status !== 403) {
    const text = error.details && error.details !== error.message ? error.details : error.message;
    form.setFields([{ name: fallbackField as never, errors: [text] }]);
    return null;
  }
  return error.message;
}
