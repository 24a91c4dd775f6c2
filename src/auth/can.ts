import { permissionGroup } from '@/api/permissions';

type Granted = readonly string[] | ReadonlySet<string> | undefined;

/**
 * A finer permission (`Pages.Users.Create`) that the backend does not define stands for its page permission
 * (`Pages.Users`), as in a plain ABP backend where the page permission allows every action on the page.
 * `defined` is the backend's permission catalogue; without one, only page permissions are assumed to exist.
 */
export function effectivePermission(name: string, defined?: readonly string[]): string {
  const group = permissionGroup(name);
  if (group === name) return name;
  return defined?.includes(name) ? name : group;
}

/**
 * The one permission check of the app: an empty or missing list always passes, otherwise any listed permission
 * held is enough. Routes, the side menu and action buttons all use it.
 */
export function can(
  granted: Granted,
  required?: readonly string[] | string | null,
  defined?: readonly string[],
): boolean {
  const needed =
    required === undefined || required === null ? [] : typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return true;
  if (!granted) return false;
  const has = (p: string) => ('has' in granted ? granted.has(p) : granted.includes(p));
  return needed.some((p) => has(effectivePermission(p, defined)));
}
