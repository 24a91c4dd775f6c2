import { ApartmentOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/auth/session';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';
import { ThemeSwitcher } from '@/i18n/ThemeSwitcher';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  mobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** The top bar: menu toggle, tenant name, light/dark switch, language switcher and user menu. */
export function TopBar({ mobile, collapsed, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const tenantName = data?.tenant?.name ?? t('topbar.host');
  const toggleLabel = mobile ? t('menu.open') : collapsed ? t('menu.expand') : t('menu.collapse');
  const ToggleIcon = mobile ? MenuOutlined : collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <Layout.Header className="app-topbar">
      <Button
        type="text"
        className="app-topbar__toggle"
        icon={<ToggleIcon />}
        aria-label={toggleLabel}
        aria-expanded={mobile ? undefined : !collapsed}
        onClick={onToggleMenu}
      />
      <div className="app-topbar__spacer" />
      <Tooltip title={t('topbar.tenant')}>
        <span className="app-topbar__tenant" aria-label={`${t('topbar.tenant')}: ${tenantName}`}>
          <ApartmentOutlined aria-hidden />
          <span className="app-topbar__tenant-name">{tenantName}</span>
        </span>
      </Tooltip>
      <ThemeSwitcher compact={mobile} />
      <LanguageSwitcher compact={mobile} />
      <UserMenu showName={!mobile} />
    </Layout.Header>
  );
}
