import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../routeMeta';
import { menuGroups } from '../routes';

/** Breadcrumb and page title of the current route, from the route table; pages do not repeat them. */
export function PageHeading() {
  const { t } = useTranslation('shell');
  const handle = useRouteHandle();
  if (!handle || handle.heading === false) return null;
  const title = t(handle.titleKey);
  const isHome = handle.titleKey === 'shell:nav.dashboard';
  const items = [
    {
      key: 'home',
      title: (
        <Link to="/admin" aria-label={t('nav.dashboard')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...(handle.group ? [{ key: 'group', title: t(menuGroups[handle.group].titleKey) }] : []),
    { key: 'page', title },
  ];
  return (
    <div className="app-page-heading">
      {!isHome && <Breadcrumb aria-label={t('breadcrumb')} items={items} />}
      <h1 className="app-page-heading__title">{title}</h1>
    </div>
  );
}
