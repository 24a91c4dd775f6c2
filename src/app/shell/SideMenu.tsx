import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCan, useDefinedPermissions } from '@/auth/session';
import { adminRoutes, findAdminRoute } from '../routes';
import { visibleMenu, type MenuEntry } from './menuModel';

type Item = Required<MenuProps>['items'][number];

/** The side menu: the entries the user's permissions allow, the current one highlighted from the path. */
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
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [shownGroup, setShownGroup] = useState(currentGroup);
  if (shownGroup !== currentGroup) {
    // Navigating into a group opens it; the user may close it again.
    setShownGroup(currentGroup);
    if (currentGroup && !openKeys.includes(currentGroup)) setOpenKeys([...openKeys, currentGroup]);
  }

  /** A planned entry carries a visible "Soon" tag (part of its name); the tooltip says it in words. */
  const label = (entry: MenuEntry) => t(entry.titleKey);
  const fullTitle = (entry: MenuEntry) =>
    entry.planned ? t('menu.plannedTitle', { page: label(entry) }) : label(entry);
  const text = (entry: MenuEntry) =>
    entry.planned ? (
      <span className="app-menu__label">
        {/* The space keeps "Orders Soon" two words for assistive tech (a flex container does not render it). */}
        <span>{label(entry)}</span> <span className="app-menu__soon">{t('menu.soon')}</span>
      </span>
    ) : (
      label(entry)
    );

  const toItem = (entry: MenuEntry): Item =>
    entry.children
      ? {
          key: entry.key,
          icon: entry.icon,
          label: text(entry),
          title: fullTitle(entry),
          children: entry.children.map(toItem),
        }
      : {
          key: entry.key,
          icon: entry.icon,
          label: (
            <Link to={entry.key} onClick={onNavigate}>
              {text(entry)}
            </Link>
          ),
          title: fullTitle(entry),
        };

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        className="app-menu"
        theme="dark"
        mode="inline"
        inlineIndent={16}
        inlineCollapsed={collapsed}
        selectedKeys={current ? [current.path] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        items={entries.map(toItem)}
      />
    </nav>
  );
}
