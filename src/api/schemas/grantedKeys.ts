// No zod here: the session module reads permission maps at sign-in, and /login must not load zod for that.

/** The keys of a permission map whose value is `"true"` (ABP writes booleans as strings here). */
export const grantedKeys = (map: Record<string, string> | null | undefined): string[] =>
  Object.entries(map ?? {})
    .filter(([, value]) => String(value).toLowerCase() === 'true')
    .map(([name]) => name);
