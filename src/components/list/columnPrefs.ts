/**
 * Column layout of one list for one user in one tenant (react-admin's `storeKey`, ProTable's `columnsState`),
 * kept in localStorage: which columns are hidden and in which order they stand.
 */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

export const columnPrefsKey = (listId: string, userId: number | null, tenantId: number | null) =>
  `cc.columns.v1:${tenantId ?? 'host'}:${userId ?? 'anonymous'}:${listId}`;

export function loadColumnPrefs(key: string): ColumnPrefs | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnPrefs>;
    const strings = (v: unknown) =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    return { order: strings(parsed.order), hidden: strings(parsed.hidden) };
  } catch {
    return null;
  }
}

export function saveColumnPrefs(key: string, prefs: ColumnPrefs | null) {
  try {
    if (prefs) window.localStorage.setItem(key, JSON.stringify(prefs));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the layout simply is not remembered.
  }
}

/**
 * The declared column keys in the user's order: known keys in their saved order, new columns (added since the
 * layout was saved) at their declared position.
 */
export function orderedKeys(declared: string[], prefs: ColumnPrefs | null): string[] {
  if (!prefs) return declared;
  const saved = prefs.order.filter((k) => declared.includes(k));
  const result = [...saved];
  declared.forEach((key, index) => {
    if (result.includes(key)) return;
    const before = declared
      .slice(0, index)
      .reverse()
      .find((k) => result.includes(k));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, key);
  });
  return result;
}

export function moveKey(keys: string[], key: string, delta: number): string[] {
  const from = keys.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= keys.length) return keys;
  const next = [...keys];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}
