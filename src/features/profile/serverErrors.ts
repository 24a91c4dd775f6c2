import { isAbpApiError } from '@/api/errors';
import type { FieldErrors } from '@/components/form/usePlainForm';
import { splitServerErrors } from '@/components/form/serverErrors';

/**
 * Where a failed call's errors go: on the form fields they name (the toolkit's `splitServerErrors` matching). An
 * error naming no known field lands on `fallbackField` when given; otherwise its message is returned for the caller
 * to show above the form.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fieldNames: readonly F[],
  fallbackField?: F,
): { fields: FieldErrors<F>; message: string | null } {
  if (!isAbpApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const { fields } = splitServerErrors(error, [...fieldNames]);
  if (fields.length > 0)
    return {
      fields: Object.fromEntries(
        fields.map(({ name, errors }) => [name, errors.join('\n')]),
      ) as FieldErrors<F>,
      message: null,
    };
  if (fallbackField && !error.isNetworkError && error.status !== 403) {
    const text = error.details && error.details !== error.message ? error.details : error.message;
    return { fields: { [fallbackField]: text } as FieldErrors<F>, message: null };
  }
  return { fields: {}, message: error.message };
}
