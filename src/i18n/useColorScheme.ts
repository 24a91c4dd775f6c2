import { useSyncExternalStore } from 'react';
import { getColorSchemeSnapshot, setThemePreference, subscribeColorScheme } from '@/lib/colorScheme';

/**
 * The user's light/dark choice and the scheme in effect (the system's when the choice is "system"). Without antd:
 * the sign-in page's plain theme select uses it as the top bar's ThemeSwitcher does.
 */
export function useColorScheme() {
  const { preference, scheme } = useSyncExternalStore(
    subscribeColorScheme,
    getColorSchemeSnapshot,
    getColorSchemeSnapshot,
  );
  return { preference, scheme, setPreference: setThemePreference };
}
