import type { FormInstance } from 'antd';
import { isAbpApiError } from '@/api/errors';
import { splitServerErrors } from '@/components/form/serverErrors';

/**
 * Puts a failed call's errors on the form fields they name (the toolkit's `splitServerErrors` matching). An error
 * naming no known field lands on `fallbackField` when given; otherwise the message is returned for the caller to show.
 */
export function applyServerErrors<T extends object>(
  form: FormInstance<T>,
  error: unknown,
  fallbackField?: keyof T & string,
): string | null {
  if (!isAbpApiError(error)) return error instanceof Error ? error.message : String(error);
  const { fields } = splitServerErrors(error, Object.keys(form.getFieldsValue(true) as object));
  if (fields.length > 0) {
    form.setFields(fields.map(({ name, errors }) => ({ name: name as never, errors })));
    return null;
  }
  if (fallbackField && !error.isNetworkError && error.status !== 403) {
    const text = error.details && error.details !== error.message ? error.details : error.message;
    form.setFields([{ name: fallbackField as never, errors: [text] }]);
    return null;
  }
  return error.message;
}
