import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { languageOf } from '@/i18n/languages';
import { LanguageSelect } from '@/i18n/NativeSelects';

export interface LanguageSwitcherProps {
  /** Called after the interface language changed (e.g. to save it on the server). */
  onChanged?: (code: string) => void;
  className?: string;
  /** Show only the globe and the language code, for narrow top bars. */
  compact?: boolean;
}

/**
 * The language menu: the languages this host offers, each in its own name; the current one always listed. The
 * browser's own select under a face showing the choice (the globe and the code when compact).
 */
export function LanguageSwitcher({ onChanged, className, compact = false }: LanguageSwitcherProps) {
  const { i18n } = useTranslation('common');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    <span className={`app-select${compact ? ' app-select--compact' : ''}${className ? ` ${className}` : ''}`}>
      <span className="app-select__face" aria-hidden="true">
        <Icon name="GlobalOutlined" />
        <span className="app-select__value" lang={compact ? undefined : current.htmlLang}>
          {compact ? current.code.toUpperCase() : current.nativeName}
        </span>
        {!compact && <Icon name="chevronDown" className="app-select__chevron" />}
      </span>
      <LanguageSelect className="app-select__native" onChanged={onChanged} />
    </span>
  );
}
