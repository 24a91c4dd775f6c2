import { isAbpApiError } from '@/api/errors';

export interface FieldServerError {
  name: string;
  errors: string[];
}

export interface GeneralServerError {
  title: string;
  description: string | null;
  /** Validation messages that name no field of the form. */
  messages: string[];
}

const normalize = (s: string) => s.toLowerCase();

/** `roleNames[0]`, `roleNames.0` and `RoleNames` all land on `roleNames`. */
function matchField(member: string, fieldNames: string[]): string | null {
  const byLower = new Map(fieldNames.map((f) => [normalize(f), f]));
  const exact = byLower.get(normalize(member));
  if (exact) return exact;
  const head = member.split(/[.[]/)[0] ?? member;
  return byLower.get(normalize(head)) ?? null;
}

/**
 * Splits a failed call into errors for the form's fields (ABP `validationErrors[].members`, camelCase like the
 * field names) and what is left for an alert: the server's message and the validation messages naming no field.
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: string[],
): { fields: FieldServerError[]; general: GeneralServerError | null } {
  if (!isAbpApiError(error))
    return {
      fields: [],
      general: {
        title: error instanceof Error ? error.message : String(error),
        description: null,
        messages: [],
      },
    };
  const byField = new Map<string, string[]>();
  const unmatched: string[] = [];
  for (const v of error.validationErrors) {
    const targets = (v.members ?? [])
      .map((m) => matchField(m, fieldNames))
      .filter((f): f is string => f !== null);
    if (!targets.length) unmatched.push(v.message);
    for (const field of new Set(targets)) byField.set(field, [...(byField.get(field) ?? []), v.message]);
  }
  const fields = [...byField].map(([name, errors]) => ({ name, errors }));
  const hasValidation = error.validationErrors.length > 0;
  const general =
    hasValidation && !unmatched.length
      ? null
      : {
          title: error.message,
          // The validation narrative repeats the messages already shown on the fields.
          description: hasValidation ? null : error.details,
          messages: unmatched,
        };
  return { fields, general };
}
