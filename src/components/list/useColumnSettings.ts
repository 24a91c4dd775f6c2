import { useState } from 'react';
import { useTenantScope } from '../resource/useTenantScope';
import {
  columnPrefsKey,
  loadColumnPrefs,
  moveKey,
  orderedKeys,
  saveColumnPrefs,
  type ColumnPrefs,
} from './columnPrefs';
import type { ResourceColumn } from './columns';

export interface ColumnSettingItem {
  key: string;
  title: string;
  visible: boolean;
}

/** Show/hide and reorder of a list's columns, remembered per user, tenant and list. */
export function useColumnSettings<T>(listId: string, columns: ResourceColumn<T>[]) {
  const { userId, tenantId } = useTenantScope();
  const key = columnPrefsKey(listId, userId, tenantId);
  const [stored, setStored] = useState<{ key: string; prefs: ColumnPrefs | null }>(() => ({
    key,
    prefs: loadColumnPrefs(key),
  }));
  const prefs = stored.key === key ? stored.prefs : loadColumnPrefs(key);
  if (stored.key !== key) setStored({ key, prefs });

  const settable = columns.filter((c) => c.hideable !== false);
  const declared = settable.map((c) => c.key);
  const order = orderedKeys(declared, prefs);
  const hidden = prefs ? prefs.hidden : settable.filter((c) => c.defaultHidden).map((c) => c.key);

  const save = (next: ColumnPrefs | null) => {
    saveColumnPrefs(key, next);
    setStored({ key, prefs: next });
  };

  const byKey = new Map(columns.map((c) => [c.key, c]));
  const items: ColumnSettingItem[] = order.map((k) => ({
    key: k,
    title: byKey.get(k)?.title ?? k,
    visible: !hidden.includes(k),
  }));
  const shown = order
    .filter((k) => !hidden.includes(k))
    .map((k) => byKey.get(k))
    .filter((c): c is ResourceColumn<T> => c !== undefined);
  // Always-visible columns (actions) keep their declared place at the start or the end.
  const firstSettable = columns.findIndex((c) => c.hideable !== false);
  const fixed = columns.filter((c) => c.hideable === false);
  const leading = fixed.filter((c) => columns.indexOf(c) < firstSettable);
  const trailing = fixed.filter((c) => !leading.includes(c));
  const visibleColumns = [...leading, ...shown, ...trailing];

  return {
    items,
    visibleColumns,
    customized: prefs !== null,
    toggle: (k: string, visible: boolean) =>
      save({ order, hidden: visible ? hidden.filter((h) => h !== k) : [...hidden, k] }),
    move: (k: string, delta: number) => save({ order: moveKey(order, k, delta), hidden }),
    reset: () => save(null),
  };
}

export interface ColumnSettingsState {
  items: ColumnSettingItem[];
  customized: boolean;
  toggle(key: string, visible: boolean): void;
  move(key: string, delta: number): void;
  reset(): void;
}
