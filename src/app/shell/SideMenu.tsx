import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCan, useDefinedPermissions } from '@/auth/session';
import { adminRoutes, findAdminRoute } from '../routes';
import { Icon } from './icons';
import { visibleMenu, type MenuEntry } from './menuModel';

/**
 * The side menu: links to the pages the user's permissions allow, the current one marked (`aria-current="page"`)
 * from the path. A group is a disclosure button over its links, opened when the current page is in it; in the
 * collapsed menu (icons only) its links open beside it.
 */
export function SideMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const can = useCan();
  const { pathname } = useLocation();
  const defined = useDefinedPermissions();
  const entries = useMemo(() => visibleMenu(adminRoutes, can, defined), [can, defined]);
  const current = findAdminRoute(pathname);
  const currentGroup = current?.group ? `group:${current.group}` : undefined;
  const [openGroups, setOpenGroups] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [shownGroup, setShownGroup] = useState(currentGroup);
  if (shownGroup !== currentGroup) {
    // Navigating into a group opens it; the user may close it again.
    setShownGroup(currentGroup);
    if (currentGroup && !openGroups.includes(currentGroup)) setOpenGroups([...openGroups, currentGroup]);
  }
  const toggleGroup = (key: string) =>
    setOpenGroups((open) => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key]));

  const label = (entry: MenuEntry) => t(entry.titleKey);
  const text = (entry: MenuEntry) => <span className="app-menu__text">{label(entry)}</span>;

  const link = (entry: MenuEntry, iconOnly: boolean, afterNavigate?: () => void) => (
    <li key={entry.key}>
      <Link
        to={entry.key}
        className="app-menu__item"
        aria-current={current?.path === entry.key ? 'page' : undefined}
        // Collapsed, the name is hidden: the title shows it on hover.
        title={iconOnly ? label(entry) : undefined}
        onClick={() => {
          afterNavigate?.();
          onNavigate?.();
        }}
      >
        <span className="app-menu__icon">{entry.icon}</span>
        {text(entry)}
      </Link>
    </li>
  );

  return (
    <nav aria-label={t('menu.label')} className={`app-menu${collapsed ? ' app-menu--collapsed' : ''}`}>
      <ul className="app-menu__list">
        {entries.map((entry) =>
          entry.children ? (
            <MenuGroup
              key={entry.key}
              entry={entry}
              text={text(entry)}
              title={collapsed ? label(entry) : undefined}
              collapsed={collapsed}
              open={openGroups.includes(entry.key)}
              onToggle={() => toggleGroup(entry.key)}
              current={entry.key === currentGroup}
              renderLink={link}
            />
          ) : (
            link(entry, collapsed)
          ),
        )}
      </ul>
    </nav>
  );
}

interface MenuGroupProps {
  entry: MenuEntry;
  text: ReactNode;
  title: string | undefined;
  collapsed: boolean;
  /** Expanded menu: the group is open (stays open across navigation). */
  open: boolean;
  onToggle(): void;
  /** The current page is in this group. */
  current: boolean;
  renderLink(entry: MenuEntry, iconOnly: boolean, afterNavigate?: () => void): ReactNode;
}

/**
 * A group of the menu. Expanded: a button that shows or hides its links below it. Collapsed: a button that opens its
 * links beside the menu, closed by Escape (focus back on the button), a click elsewhere, leaving it with Tab, or
 * following one of the links.
 */
function MenuGroup({ entry, text, title, collapsed, open, onToggle, current, renderLink }: MenuGroupProps) {
  const listId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Collapsed menu: where the open flyout sits (the button's top), or null while closed. */
  const [flyoutTop, setFlyoutTop] = useState<number | null>(null);
  const flyoutOpen = collapsed && flyoutTop !== null;
  const expanded = collapsed ? flyoutOpen : open;
  const closeFlyout = () => setFlyoutTop(null);

  useEffect(() => {
    if (!flyoutOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setFlyoutTop(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // The flyout closes first; the drawer or page around it stays as it is.
      event.preventDefault();
      setFlyoutTop(null);
      button.current?.focus();
    };
    // Leaving the group with Tab closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (!item.current?.contains(event.relatedTarget as Node | null)) setFlyoutTop(null);
    };
    const group = item.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    group?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      group?.removeEventListener('focusout', onFocusOut);
    };
  }, [flyoutOpen]);

  const toggle = () => {
    if (!collapsed) return onToggle();
    if (flyoutOpen) return closeFlyout();
    setFlyoutTop(button.current?.getBoundingClientRect().top ?? 0);
  };

  const style: CSSProperties | undefined = flyoutOpen ? { top: flyoutTop } : undefined;
  return (
    <li ref={item} className="app-menu__group">
      <button
        ref={button}
        type="button"
        className={`app-menu__item app-menu__group-button${current ? ' app-menu__item--current-group' : ''}`}
        aria-expanded={expanded}
        aria-controls={listId}
        title={title}
        onClick={toggle}
      >
        <span className="app-menu__icon">{entry.icon}</span>
        {text}
        <Icon name="chevronDown" className="app-menu__chevron" />
      </button>
      <ul
        id={listId}
        className={`app-menu__sublist${collapsed ? ' app-menu__flyout' : ''}`}
        hidden={!expanded}
        style={style}
      >
        {entry.children?.map((child) => renderLink(child, false, collapsed ? closeFlyout : undefined))}
      </ul>
    </li>
  );
}
