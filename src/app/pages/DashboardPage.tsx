import { ApartmentOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/auth/session';

const statStyles = { content: { fontSize: 20, overflowWrap: 'anywhere' as const } };

/** /admin: at this stage, who is signed in, in which tenant, with how many granted permissions. */
export default function DashboardPage() {
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
    <div className="app-dashboard">
      <Typography.Paragraph className="app-dashboard__welcome">
        {t('dashboard.welcome', { name: user.name || user.userName })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.key} xs={24} md={8}>
            <Card>
              <Statistic title={t(stat.key)} value={stat.value} prefix={stat.icon} styles={statStyles} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="app-dashboard__details" title={t('dashboard.account')}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('dashboard.fullName')}>{fullName}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.userName')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.email')}>{user.emailAddress}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.tenant')}>
            {tenant ? `${tenant.name} (${tenant.tenancyName})` : tenantName}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
