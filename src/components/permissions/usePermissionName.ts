import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionDefinitions } from '@/api/permissions';

const english = new Map<string, string>(permissionDefinitions.map((p) => [p.name, p.displayName]));

/**
 * A permission's display name in the UI language. Translations live in the `permissions` namespace as a flat
 * map keyed by the exact permission name (`"Pages.Users.Create": "Creating users"`; dots are part of the key,
 * not nesting). Unknown names fall back to the server's display name, then to the name itself.
 */
export function usePermissionName() {
  const { t } = useTranslation('permissions');
  return useCallback(
    (name: string, serverDisplayName?: string | null) =>
      t(name, {
        keySeparator: false,
        nsSeparator: false,
        defaultValue: english.get(name) ?? serverDisplayName ?? name,
      }),
    [t],
  );
}
