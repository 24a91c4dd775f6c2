import { ApartmentOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan, useCurrentUser, useDefinedPermissions } from '@/auth/session';
import { adminRoutes } from '../routes';
import { visibleMenu, type MenuEntry } from '../shell/menuModel';

const statStyles = { content: { fontSize: 20, overflowWrap: 'anywhere' as const } };

const flatten = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? flatten(e.children) : [e]));

/** The screens the user may open (the side menu's built ones), as links. */
function QuickLinks() {
  const { t } = useTranslation(['dashboard', 'shell']);
  const can = useCan();
  const links = flatten(visibleMenu(adminRoutes, can, useDefinedPermissions())).filter(
    (e) => !e.planned && e.key !== '/admin',
  );
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

/**
 * The dashboard of a user with no figures to see (or of a backend without the dashboard service): who is signed
 * in, in which tenant, with how many permissions, and links to what they can open.
 */
export function DashboardOverview() {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  if (!data) return null;
  const { user, tenant, auth } = data;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  const tenantName = tenant?.name ?? t('topbar.host');
  const stats = [
    { key: 'dashboard.user', value: fullName, icon: <UserOutlined /> },
    { key: 'dashboard.tenant', value: tenantName, icon: <ApartmentOutlined /> },
    {
      key: 'dashboard.permissions',
      value: auth.grantedPermissions.length,
      icon: <SafetyCertificateOutlined />,
    },
  ];
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {stats.map((stat) => (
          <Col key={stat.key} xs={24} md={8}>
            <Card>
              <Statistic title={t(stat.key)} value={stat.value} prefix={stat.icon} styles={statStyles} />
            </Card>
          </Col>
        ))}
      </Row>
      <QuickLinks />
      <Card
        className="app-dashboard__details"
        size="small"
        title={<h2 className="app-dashboard__chart-title">{t('dashboard.account')}</h2>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('dashboard.fullName')}>{fullName}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.userName')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.email')}>{user.emailAddress}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.tenant')}>
            {tenant ? `${tenant.name} (${tenant.tenancyName})` : tenantName}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
