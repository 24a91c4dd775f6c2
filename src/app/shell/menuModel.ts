import type { ReactNode } from 'react';
import { menuGroups, type AdminRoute } from '../routes';
import { menuIcons } from './menuIcons';

export interface MenuEntry {
  /** The route path, or `group:<name>` for a group. */
  key: string;
  titleKey: string;
  icon: ReactNode;
  children?: MenuEntry[];
}

/**
 * The side menu for a user: every route in the menu whose menu permission passes `can`, in table order, with
 * grouped routes gathered under their group at the place of the group's first entry. Empty groups are left out.
 *
 * `defined` is the backend's permission catalogue, when it sent one. A route whose own permission is not in it
 * cannot be opened on that backend by anyone (a stock ABP backend has no Pages.Currencies, while the spec shows
 * the currencies entry to holders of Pages.Tenants): its entry would only lead to "not authorized", so it is left
 * out.
 */
export function visibleMenu(
  routes: readonly AdminRoute[],
  can: (required?: string | null) => boolean,
  defined?: readonly string[],
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<string, MenuEntry>();
  for (const route of routes) {
    if (!route.inMenu || !can(route.menuPermission)) continue;
    if (defined && route.permission && !defined.includes(route.permission)) continue;
    const entry: MenuEntry = {
      key: route.path,
      titleKey: route.titleKey,
      icon: menuIcons[route.icon],
    };
    if (!route.group) {
      entries.push(entry);
      continue;
    }
    let group = groups.get(route.group);
    if (!group) {
      const { titleKey, icon } = menuGroups[route.group];
      group = { key: `group:${route.group}`, titleKey, icon: menuIcons[icon], children: [] };
      groups.set(route.group, group);
      entries.push(group);
    }
    group.children?.push(entry);
  }
  return entries;
}
