import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan, useCurrentUser, useDefinedPermissions } from '@/auth/session';
import { DetailList } from '@/components/display/DetailList';
import { PlainCard } from '@/components/display/PlainCard';
import { intlLocale } from '@/i18n/languages';
import { adminRoutes } from '../routes';
import { Icon, type IconName } from '../shell/icons';
import { visibleMenu, type MenuEntry } from '../shell/menuModel';

const flatten = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? flatten(e.children) : [e]));

/** The screens the user may open (the side menu's built ones), as links. */
function QuickLinks() {
  const { t } = useTranslation(['dashboard', 'shell']);
  const can = useCan();
  const links = flatten(visibleMenu(adminRoutes, can, useDefinedPermissions())).filter(
    (e) => e.key !== '/admin',
  );
  if (!links.length) return null;
  return (
    <PlainCard size="small" title={t('dashboard:quickLinks')}>
      <ul className="app-dashboard__links">
        {links.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.key}>
              {entry.icon} {t(entry.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </PlainCard>
  );
}

/** A figure with its title and icon, as antd's Statistic in a card: a group named by its title. */
function Stat({ title, value, icon }: { title: string; value: string; icon: IconName }) {
  const id = useId();
  return (
    <div className="app-card" role="group" aria-labelledby={id}>
      <div className="app-card__body">
        <div id={id} className="app-text-secondary">
          {title}
        </div>
        <div className="app-dashboard__stat-value">
          <Icon name={icon} />
          <span>{value}</span>
        </div>
      </div>
    </div>
  );
}

/**
 * The dashboard of a user with no figures to see (or of a backend without the dashboard service): who is signed
 * in, in which tenant, with how many permissions, and links to what they can open.
 */
export function DashboardOverview() {
  const { t, i18n } = useTranslation('shell');
  const { data } = useCurrentUser();
  if (!data) return null;
  const { user, tenant, auth } = data;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  const tenantName = tenant?.name ?? t('topbar.host');
  const permissions = new Intl.NumberFormat(intlLocale(i18n.language)).format(auth.grantedPermissions.length);
  return (
    <>
      <div className="app-dashboard__overview">
        <Stat title={t('dashboard.user')} value={fullName} icon="UserOutlined" />
        <Stat title={t('dashboard.tenant')} value={tenantName} icon="ApartmentOutlined" />
        <Stat title={t('dashboard.permissions')} value={permissions} icon="SafetyOutlined" />
      </div>
      <QuickLinks />
      <PlainCard className="app-dashboard__details" size="small" title={t('dashboard.account')}>
        <DetailList
          columns={2}
          items={[
            { key: 'fullName', label: t('dashboard.fullName'), value: fullName },
            { key: 'userName', label: t('dashboard.userName'), value: user.userName },
            { key: 'email', label: t('dashboard.email'), value: user.emailAddress },
            {
              key: 'tenant',
              label: t('dashboard.tenant'),
              value: tenant ? `${tenant.name} (${tenant.tenancyName})` : tenantName,
            },
          ]}
        />
      </PlainCard>
    </>
  );
}
