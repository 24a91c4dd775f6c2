import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';
import { DashboardFigures } from '@/features/dashboard/DashboardFigures';
import { adminRoutes } from '../routes';
import { visibleMenu, type MenuEntry } from '../shell/menuModel';

/** The screens the user may open (the side menu's, built ones only), as links. */
function QuickLinks() {
  const { t } = useTranslation(['dashboard', 'shell']);
  const can = useCan();
  const flatten = (entries: MenuEntry[]): MenuEntry[] =>
    entries.flatMap((e) => (e.children ? flatten(e.children) : [e]));
  const links = flatten(visibleMenu(adminRoutes, can)).filter((e) => !e.planned && e.key !== '/admin');
  if (!links.length) return null;
  return (
    <Card size="small" title={<h2 className="app-dashboard__chart-title">{t('dashboard:quickLinks')}</h2>}>
      <ul className="app-dashboard__links">
        {links.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.key}>
              {entry.icon} {t(entry.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Who is signed in, in which tenant: the dashboard of a user without figures to see. */
function AccountCard() {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  if (!data) return null;
  const { user, tenant } = data;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  return (
    <Card
      size="small"
      className="app-dashboard__details"
      title={<h2 className="app-dashboard__chart-title">{t('dashboard.account')}</h2>}
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('dashboard.fullName')}>{fullName}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.userName')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.email')}>{user.emailAddress}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.tenant')}>
          {tenant ? `${tenant.name} (${tenant.tenancyName})` : t('topbar.host')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * /admin: the figures of the last 30 days for those who may see them (Pages.Orders, Pages.BankTransfer; the host
 * for every tenant or one), otherwise, and against a backend without the dashboard service, a welcome with links
 * to what the user can open.
 */
export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const can = useCan();
  if (!data) return null;
  const { user, tenant } = data;
  const overview = (
    <div className="app-dashboard__overview">
      <QuickLinks />
      <AccountCard />
    </div>
  );
  const figures = can(Permissions.Orders) || can(Permissions.BankTransfer);
  return (
    <div className="app-dashboard">
      <Typography.Paragraph className="app-dashboard__welcome">
        {t('dashboard.welcome', { name: user.name || user.userName })}
      </Typography.Paragraph>
      {figures ? (
        <DashboardFigures hostPicker={tenant === null && can(Permissions.Tenants)} fallback={overview} />
      ) : (
        overview
      )}
    </div>
  );
}
