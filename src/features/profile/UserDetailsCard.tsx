import { Avatar, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/auth/session';
import { initials } from '@/lib/initials';

/** The signed-in user's own details (read-only). */
export function UserDetailsCard() {
  const { t } = useTranslation('profile');
  const { data } = useCurrentUser();
  if (!data) return null;
  const { user, tenant } = data;
  const fullName = [user.name, user.surname].filter(Boolean).join(' ') || user.userName;
  return (
    <Card title={t('details.title')}>
      <Space align="center" size={16} className="profile-identity">
        <Avatar size={56} className="app-user-avatar" style={{ fontSize: 22 }}>
          {initials(user.name, user.surname)}
        </Avatar>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {fullName}
          </Typography.Title>
          <Typography.Text type="secondary">{user.emailAddress}</Typography.Text>
        </div>
      </Space>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('details.name')}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={t('details.surname')}>{user.surname}</Descriptions.Item>
        <Descriptions.Item label={t('details.userName')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('details.email')}>{user.emailAddress}</Descriptions.Item>
        <Descriptions.Item label={t('details.tenant')}>{tenant?.name ?? t('details.host')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
