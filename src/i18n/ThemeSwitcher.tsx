import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themePreferences, type ThemePreference } from '@/lib/colorScheme';
import { useColorScheme } from './useColorScheme';

const icons: Record<ThemePreference, ReactNode> = {
  light: <SunOutlined aria-hidden />,
  dark: <MoonOutlined aria-hidden />,
  system: <DesktopOutlined aria-hidden />,
};

/**
 * Light, dark or as the system: next to the language menu in the top bar (the sign-in page has a plain select). Saved in
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
