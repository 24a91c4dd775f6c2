import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';
import { useSignOut } from '@/auth/signIn';
import { initials } from '@/lib/initials';

/** The user menu: initials, full name and email, profile settings and sign-out. */
export function UserMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const can = useCan();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = data?.user;
  const fullName = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.userName || '';
  const avatarText =
    user?.name || user?.surname ? initials(user.name, user.surname) : initials(user?.userName);

  const items: MenuProps['items'] = [
    ...(can(Permissions.Users)
      ? [{ key: 'profile', icon: <SettingOutlined />, label: t('user.profile') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/profile-settings');
    if (key === 'logout') signOut();
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div className="app-user-popup">
          <div className="app-user-popup__head">
            <Typography.Text strong>{fullName}</Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {user?.emailAddress}
            </Typography.Text>
          </div>
          {menu}
        </div>
      )}
    >
      <button type="button" className="app-user-button" aria-label={t('user.menu', { name: fullName })}>
        <Avatar className="app-user-avatar" size={32}>
          {avatarText}
        </Avatar>
        {showName && <span className="app-user-button__name">{fullName}</span>}
      </button>
    </Dropdown>
  );
}
