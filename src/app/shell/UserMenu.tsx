import { GlobalOutlined, KeyOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';
import { useSignOut } from '@/auth/signIn';
import { initials } from '@/lib/initials';
import type { AccountTab } from './AccountDialog';

const AccountDialog = lazy(() => import('./AccountDialog'));

/**
 * The user menu: initials, full name and email; own password and language (a dialog, for every user), profile
 * settings (with Pages.Users, as the spec guards that page) and sign-out.
 */
export function UserMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const can = useCan();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [accountTab, setAccountTab] = useState<AccountTab | null>(null);
  const [accountLoaded, setAccountLoaded] = useState(false);
  const openAccount = (tab: AccountTab) => {
    setAccountLoaded(true);
    setAccountTab(tab);
  };
  const user = data?.user;
  const fullName = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.userName || '';
  const avatarText =
    user?.name || user?.surname ? initials(user.name, user.surname) : initials(user?.userName);

  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    { key: 'language', icon: <GlobalOutlined />, label: t('user.language') },
    ...(can(Permissions.Users)
      ? [{ key: 'profile', icon: <SettingOutlined />, label: t('user.profile') }]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password' || key === 'language') openAccount(key);
    if (key === 'profile') void navigate('/profile-settings');
    if (key === 'logout') signOut();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick }}
        popupRender={(menu) => (
          <div className="app-user-popup">
            <div className="app-user-popup__head">
              <span className="app-text-strong">{fullName}</span>
              <span className="app-text-secondary app-text-ellipsis">{user?.emailAddress}</span>
            </div>
            {menu}
          </div>
        )}
      >
        <button type="button" className="app-user-button" aria-label={t('user.menu', { name: fullName })}>
          {/* The initials come from CSS: visible text that is not part of the button's name would not match it. */}
          <span className="app-user-button__avatar" data-initials={avatarText} aria-hidden />
          {showName && <span className="app-user-button__name">{fullName}</span>}
        </button>
      </Dropdown>
      {accountLoaded && (
        <Suspense fallback={null}>
          <AccountDialog tab={accountTab} onTabChange={setAccountTab} onClose={() => setAccountTab(null)} />
        </Suspense>
      )}
    </>
  );
}
