import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '@/api/services/roles';
import { useTenantScope } from '@/components/resource/useTenantScope';

/**
 * Every permission the caller's side can grant (Role/GetAllPermissions), with display names in the UI language:
 * the language is part of the key, so switching it fetches the names anew.
 */
export function useAllPermissions() {
  const { tenantId } = useTenantScope();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['roles', 'permissions', tenantId, i18n.resolvedLanguage ?? i18n.language],
    queryFn: rolesApi.getAllPermissions,
    staleTime: 5 * 60_000,
    select: (result) => result.items,
  });
}
