import { useTranslation } from 'react-i18next';
import { menuLanguageCodes } from './hostTenants';
import { languageCodes, languageOf, languages } from './languages';
import { useColorScheme } from './useColorScheme';
import { themePreferences, type ThemePreference } from '@/lib/colorScheme';

/**
 * Light, dark or as the system: the browser's own select (keyboard, screen readers and phones handle it natively).
 * The sign-in page shows it as it is; the top bar puts it under a face showing the choice.
 */
export function ThemeSelect({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const { preference, setPreference } = useColorScheme();
  return (
    <select
      className={className}
      aria-label={t('theme.label')}
      value={preference}
      onChange={(event) => setPreference(event.target.value as ThemePreference)}
    >
      {themePreferences.map((value) => (
        <option key={value} value={value}>
          {t(`theme.${value}`)}
        </option>
      ))}
    </select>
  );
}

/** The languages this host offers (the current one always among them) and the current one's code. */
export function useOfferedLanguages() {
  const { i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const offered = new Set([...menuLanguageCodes(languageCodes), current]);
  return { current, languages: languages.filter((l) => offered.has(l.code)) };
}

/** The languages this host offers as a select's options, each in its own name (and marked as in its language). */
export function LanguageOptions() {
  return useOfferedLanguages().languages.map((l) => (
    <option key={l.code} value={l.code} lang={l.htmlLang}>
      {l.nativeName}
    </option>
  ));
}

/** The languages this host offers, each in its own name, the current one always listed. */
export function LanguageSelect({
  className,
  onChanged,
}: {
  className: string;
  /** Called after the interface language changed (e.g. to save it on the server). */
  onChanged?: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const { current } = useOfferedLanguages();
  return (
    <select
      className={className}
      aria-label={t('language')}
      value={current}
      onChange={(event) => {
        const code = event.target.value;
        void i18n.changeLanguage(code).then(() => onChanged?.(code));
      }}
    >
      <LanguageOptions />
    </select>
  );
}
