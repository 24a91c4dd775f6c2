import { useTranslation } from 'react-i18next';
import { menuLanguageCodes } from '@/i18n/hostTenants';
import { languageCodes, languageOf, languages } from '@/i18n/languages';
import { themePreferences, type ThemePreference } from '@/lib/colorScheme';
import { useColorScheme } from '@/i18n/useColorScheme';

/**
 * Theme and language on the sign-in page: the browser's own selects (keyboard, screen readers and phones handle
 * them natively), the same choices as the top bar's menus once signed in.
 */
export function LoginToolbar() {
  const { t, i18n } = useTranslation('common');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const offered = new Set([...menuLanguageCodes(languageCodes), current]);
  const { preference, setPreference } = useColorScheme();

  return (
    <header className="login-page__bar">
      <select
        className="login-select"
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
      <select
        className="login-select"
        aria-label={t('language')}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {languages
          .filter((l) => offered.has(l.code))
          .map((l) => (
            <option key={l.code} value={l.code} lang={l.htmlLang}>
              {l.nativeName}
            </option>
          ))}
      </select>
    </header>
  );
}
