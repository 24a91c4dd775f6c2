import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getColorSchemeSnapshot,
  setThemePreference,
  subscribeColorScheme,
  themePreferences,
  type ThemePreference,
} from '@/lib/colorScheme';

/** The user's light/dark choice and the scheme in effect (the system's when the choice is "system"). */
export function useColorScheme() {
  const { preference, scheme } = useSyncExternalStore(
    subscribeColorScheme,
    getColorSchemeSnapshot,
    getColorSchemeSnapshot,
  );
  return { preference, scheme, setPreference: setThemePreference };
}

const icons: Record<ThemePreference, ReactNode> = {
  light: <SunOutlined aria-hidden />,
  dark: <MoonOutlined aria-hidden />,
  system: <DesktopOutlined aria-hidden />,
};

/**
 * Light, dark or as the system: next to the language menu, on the sign-in page and in the top bar. Saved in
 * localStorage; applied at once, in every open tab.
 */
export function ThemeSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { preference, setPreference } = useColorScheme();
  const options = themePreferences.map((value) => ({
    value,
    label: (
      <span className="app-theme-option">
        {icons[value]} {t(`theme.${value}`)}
      </span>
    ),
    title: t(`theme.${value}`),
  }));

  return (
    <Select
      className="app-theme-switcher"
      aria-label={t('theme.label')}
      value={preference}
      options={options}
      prefix={compact ? undefined : icons[preference]}
      labelRender={
        compact ? ({ value }) => icons[value as ThemePreference] : ({ value }) => t(`theme.${value}`)
      }
      popupMatchSelectWidth={false}
      variant="borderless"
      onChange={setPreference}
    />
  );
}
