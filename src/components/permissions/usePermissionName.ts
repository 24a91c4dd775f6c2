import { useCallback } from 'react';

/**
 * A permission's display name. Permission names have one source: the server, which sends each permission's
 * `displayName` in the caller's language (Role/GetAllPermissions, Role/GetRoleForEdit; ABP localizes them the
 * same way). The SPA shows that name and falls back to the permission's own name, never to a copy of its own.
 */
export function usePermissionName() {
  return useCallback(
    (name: string, serverDisplayName?: string | null) => serverDisplayName?.trim() || name,
    [],
  );
}
