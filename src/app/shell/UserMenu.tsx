import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permissions } from '@/api/permissions';
import { useCan, useCurrentUser } from '@/auth/session';
import { useSignOut } from '@/auth/signIn';
import { initials } from '@/lib/initials';
import type { AccountTab } from './AccountDialog';
import { Icon, type IconName } from './icons';

const AccountDialog = lazy(() => import('./AccountDialog'));

type ItemKey = 'password' | 'language' | 'profile' | 'logout';
interface Item {
  key: ItemKey;
  icon: IconName;
  label: string;
  danger?: boolean;
}

/**
 * The user menu: initials, full name and email; own password and language (a dialog, for every user), profile
 * settings (with Pages.Users, as the spec guards that page) and sign-out. A WAI-ARIA menu button: Enter, Space or
 * the arrow keys open it on its first (↓) or last (↑) item, the arrows, Home and End move, Escape closes it and
 * focus goes back to the button; Tab or a click elsewhere closes it.
 */
export function UserMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation('shell');
  const { data } = useCurrentUser();
  const can = useCan();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [accountTab, setAccountTab] = useState<AccountTab | null>(null);
  const [accountLoaded, setAccountLoaded] = useState(false);
  /** Open with focus on the first or last item; null while closed. */
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const user = data?.user;
  const fullName = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.userName || '';
  const avatarText =
    user?.name || user?.surname ? initials(user.name, user.surname) : initials(user?.userName);

  const items: Item[] = [
    { key: 'password', icon: 'key', label: t('user.changePassword') },
    { key: 'language', icon: 'GlobalOutlined', label: t('user.language') },
    ...(can(Permissions.Users)
      ? [{ key: 'profile' as const, icon: 'SettingOutlined' as const, label: t('user.profile') }]
      : []),
    { key: 'logout', icon: 'logout', label: t('user.logout'), danger: true },
  ];

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (open === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(null);
    button.current?.focus();
  };

  const choose = (key: ItemKey) => {
    close();
    if (key === 'password' || key === 'language') {
      setAccountLoaded(true);
      setAccountTab(key);
    }
    if (key === 'profile') void navigate('/profile-settings');
    if (key === 'logout') signOut();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(null);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next item starting with the typed letter.
      const letter = event.key.toLocaleLowerCase();
      const next = [...list.slice(index + 1), ...list.slice(0, index + 1)].find((item) =>
        item.textContent?.trim().toLocaleLowerCase().startsWith(letter),
      );
      next?.focus();
    }
  };

  return (
    <div className="app-user-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="app-user-button"
        aria-label={t('user.menu', { name: fullName })}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {/* The initials come from CSS: visible text that is not part of the button's name would not match it. */}
        <span className="app-avatar app-user-button__avatar" data-initials={avatarText} aria-hidden="true" />
        {showName && <span className="app-user-button__name">{fullName}</span>}
        <Icon name="chevronDown" className="app-user-button__chevron" />
      </button>
      {open && (
        <div className="app-user-popup">
          <div className="app-user-popup__head">
            <span className="app-text-strong">{fullName}</span>
            <span className="app-text-secondary app-text-ellipsis">{user?.emailAddress}</span>
          </div>
          <ul ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((item) => [
              item.key === 'logout' && (
                <li key="divider" role="separator" className="app-user-popup__divider" />
              ),
              <li key={item.key} role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`app-user-popup__item${item.danger ? ' app-user-popup__item--danger' : ''}`}
                  onClick={() => choose(item.key)}
                >
                  <Icon name={item.icon} />
                  <span>{item.label}</span>
                </button>
              </li>,
            ])}
          </ul>
        </div>
      )}
      {accountLoaded && (
        <Suspense fallback={null}>
          <AccountDialog tab={accountTab} onTabChange={setAccountTab} onClose={() => setAccountTab(null)} />
        </Suspense>
      )}
    </div>
  );
}
