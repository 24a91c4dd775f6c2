import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/auth/session';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';
import { Icon } from './icons';
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

  return (
    <header className="app-topbar">
      <button
        type="button"
        className="app-icon-button app-topbar__toggle"
        aria-label={toggleLabel}
        aria-expanded={mobile ? undefined : !collapsed}
        aria-haspopup={mobile ? 'dialog' : undefined}
        onClick={onToggleMenu}
      >
        <Icon name={mobile ? 'menu' : collapsed ? 'unfold' : 'fold'} />
      </button>
      <div className="app-topbar__spacer" />
      <span className="app-topbar__tenant" title={t('topbar.tenant')}>
        <Icon name="ApartmentOutlined" />
        <span className="app-visually-hidden">{t('topbar.tenant')}: </span>
        <span className="app-topbar__tenant-name">{tenantName}</span>
      </span>
      <ThemeSwitcher compact={mobile} />
      <LanguageSwitcher compact={mobile} />
      <UserMenu showName={!mobile} />
    </header>
  );
}
