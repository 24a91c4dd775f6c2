import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLanguageCodes } from './hostTenants';
import { languageCodes, languageOf, languages } from './languages';

export interface LanguageSwitcherProps {
  /** Called after the interface language changed (e.g. to save it on the server). */
  onChanged?: (code: string) => void;
  className?: string;
  /** Show only the globe and the language code, for narrow top bars. */
  compact?: boolean;
}

/** The language menu: the languages this host offers, each in its own name; the current one always listed. */
export function LanguageSwitcher({ onChanged, className, compact = false }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  const options = useMemo(() => {
    const offered = new Set([...menuLanguageCodes(languageCodes), current]);
    return languages
      .filter((l) => offered.has(l.code))
      .map((l) => ({
        value: l.code,
        label: <span lang={l.htmlLang}>{l.nativeName}</span>,
        title: l.nativeName,
      }));
  }, [current]);

  return (
    <Select
      className={className}
      aria-label={t('language')}
      value={current}
      options={options}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      labelRender={compact ? ({ value }) => String(value).toUpperCase() : undefined}
      variant="borderless"
      onChange={(code: string) => {
        void i18n.changeLanguage(code).then(() => onChanged?.(code));
      }}
    />
  );
}
