/**
 * The one permission check of the app: an empty or missing list always passes, otherwise any listed permission
 * held is enough. Routes, the side menu and action buttons all use it.
 */
export function can(
  granted: readonly string[] | ReadonlySet<string> | undefined,
  required?: readonly string[] | string | null,
): boolean {
  const needed =
    required === undefined || required === null ? [] : typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return true;
  if (!granted) return false;
  const has = (p: string) => ('has' in granted ? granted.has(p) : granted.includes(p));
  return needed.some(has);
}
