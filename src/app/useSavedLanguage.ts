import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserKey } from '@/auth/sessionKey';
import { languageOf, toLanguageCode } from '@/i18n/languages';

/**
 * Applies the language the user saved on the profile page (User/ChangeLanguage, returned as `user.language` by
 * Session/GetCurrentUserInformations) each time the current-user information arrives, e.g. after signing in on
 * another device, unless the page was opened with an explicit `?lng=`, which wins. Only watches the cache: the
 * shell fetches the information.
 */
export function useSavedLanguage(explicitInUrl: boolean) {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: currentUserKey,
    // Never run here (disabled); loaded lazily so the public pages' entry chunk carries no HTTP client.
    queryFn: () => import('@/api/services/session').then((m) => m.sessionApi.getCurrentUserInformations()),
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (data === undefined || handled.current === data) return;
    handled.current = data;
    const saved = toLanguageCode(data.user?.language);
    if (explicitInUrl || saved === null) return;
    if (languageOf(i18n.resolvedLanguage ?? i18n.language).code !== saved) void i18n.changeLanguage(saved);
  }, [data, explicitInUrl, i18n]);
}
