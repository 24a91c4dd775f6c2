import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../routeMeta';
import { menuGroups } from '../routes';
import { Icon } from './icons';

/** Breadcrumb and page title of the current route, from the route table; pages do not repeat them. */
export function PageHeading() {
  const { t } = useTranslation('shell');
  const handle = useRouteHandle();
  if (!handle || handle.heading === false) return null;
  const title = t(handle.titleKey);
  const isHome = handle.titleKey === 'shell:nav.dashboard';
  return (
    <div className="app-page-heading">
      {!isHome && (
        <nav aria-label={t('breadcrumb')} className="app-breadcrumb">
          <ol>
            <li>
              <Link to="/admin" aria-label={t('nav.dashboard')} title={t('nav.dashboard')}>
                <Icon name="home" />
              </Link>
            </li>
            {handle.group && <li>{t(menuGroups[handle.group].titleKey)}</li>}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 className="app-page-heading__title">{title}</h1>
    </div>
  );
}
