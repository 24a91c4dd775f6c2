import { THEME_PREFERENCE_KEY } from './colorSchemeBoot';

/*
 * Light or dark mode without React: the saved choice, the scheme in effect, and a store to subscribe to
 * (useColorScheme in src/i18n/useColorScheme.ts). The first paint is handled by colorSchemeBoot.ts.
 */

export type ThemePreference = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

const isPreference = (value: unknown): value is ThemePreference =>
  themePreferences.includes(value as ThemePreference);

/** The saved choice; "system" when there is none (or storage is unavailable). */
export function readThemePreference(): ThemePreference {
  try {
    const saved = window.localStorage.getItem(THEME_PREFERENCE_KEY);
    return isPreference(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export function resolveColorScheme(preference: ThemePreference): ColorScheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

/** Marks <html> with the scheme (data-theme for app.css, color-scheme for the browser's own controls). */
export function applyColorScheme(scheme: ColorScheme) {
  const html = document.documentElement;
  html.setAttribute('data-theme', scheme);
  html.style.colorScheme = scheme;
}

// One store for the whole page: the choice, the system setting, and other tabs changing the choice.
const listeners = new Set<() => void>();
let snapshot: { preference: ThemePreference; scheme: ColorScheme } | null = null;

function refresh() {
  const preference = readThemePreference();
  const scheme = resolveColorScheme(preference);
  if (snapshot?.preference === preference && snapshot.scheme === scheme) return;
  snapshot = { preference, scheme };
  applyColorScheme(scheme);
  for (const listener of listeners) listener();
}

/** The choice and the scheme in effect (a stable object until either changes: for useSyncExternalStore). */
export function getColorSchemeSnapshot() {
  if (snapshot === null) refresh();
  return snapshot as NonNullable<typeof snapshot>;
}

/** Calls `listener` when the choice or the scheme in effect changes; returns the unsubscribe function. */
export function subscribeColorScheme(listener: () => void) {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_PREFERENCE_KEY) refresh();
  };
  media?.addEventListener('change', refresh);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', refresh);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves the choice and applies it at once (and in the page's other tabs, through the storage event). */
export function setThemePreference(preference: ThemePreference) {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_PREFERENCE_KEY);
    else window.localStorage.setItem(THEME_PREFERENCE_KEY, preference);
  } catch {
    // Storage unavailable (private mode, quota): the choice holds for this page only.
    snapshot = { preference, scheme: resolveColorScheme(preference) };
    applyColorScheme(snapshot.scheme);
    for (const listener of listeners) listener();
    return;
  }
  refresh();
}

/** Applies the saved or system scheme to <html>; called once before React renders. */
export function initColorScheme() {
  snapshot = null;
  refresh();
}
