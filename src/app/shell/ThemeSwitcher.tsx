import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import type { ThemePreference } from '@/lib/colorScheme';
import { ThemeSelect } from '@/i18n/NativeSelects';
import { useColorScheme } from '@/i18n/useColorScheme';

const icons = { light: 'sun', dark: 'moon', system: 'desktop' } as const satisfies Record<
  ThemePreference,
  string
>;

/**
 * Light, dark or as the system, in the top bar: the browser's own select (keyboard, screen readers and phones
 * handle it natively) under a face showing the choice, its icon alone when compact. Saved in localStorage;
 * applied at once, in every open tab.
 */
export function ThemeSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const { preference } = useColorScheme();
  return (
    <span className={`app-select${compact ? ' app-select--compact' : ''}`}>
      <span className="app-select__face" aria-hidden="true">
        <Icon name={icons[preference]} />
        {!compact && <span className="app-select__value">{t(`theme.${preference}`)}</span>}
        {!compact && <Icon name="chevronDown" className="app-select__chevron" />}
      </span>
      <ThemeSelect className="app-select__native" />
    </span>
  );
}
