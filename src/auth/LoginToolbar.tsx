import { LanguageSelect, ThemeSelect } from '@/i18n/NativeSelects';

/**
 * Theme and language on the sign-in page: the browser's own selects (keyboard, screen readers and phones handle
 * them natively), the same choices as the top bar's menus once signed in.
 */
export function LoginToolbar() {
  return (
    <header className="login-page__bar">
      <ThemeSelect className="login-select" />
      <LanguageSelect className="login-select" />
    </header>
  );
}
