import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LANGUAGE_QUERY_PARAM, writeLanguageToUrl } from '@/i18n/setup';
import { useRouteHandle } from './routeMeta';
import { APP_NAME } from './shell/Brand';
import { useSavedLanguage } from './useSavedLanguage';

/** The loading state before antd is there: the same CSS spinner as the one inlined in index.html. */
export function FullPageLoading() {
  return (
    <div className="app-fullscreen-center" role="status" aria-busy="true">
      <span className="app-spinner" />
    </div>
  );
}

/**
 * The root of every route: sets the document title from the route table and keeps the `lng` query parameter
 * on the URL across navigations, so a reload keeps the language. The signed-in user's saved language is applied
 * unless the page was opened with an explicit `?lng=` (read once, before the parameter is rewritten).
 */
export function RootLayout() {
  const { t, i18n } = useTranslation('shell');
  const handle = useRouteHandle();
  const location = useLocation();
  const title = handle ? t(handle.titleKey) : '';
  const [explicitLanguage] = useState(() => new URLSearchParams(location.search).has(LANGUAGE_QUERY_PARAM));
  useSavedLanguage(explicitLanguage);

  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  useEffect(() => {
    writeLanguageToUrl(i18n.resolvedLanguage ?? i18n.language);
  }, [location, i18n.resolvedLanguage, i18n.language]);

  return (
    <Suspense fallback={<FullPageLoading />}>
      <Outlet />
    </Suspense>
  );
}
