import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@/api/schemas/banking';
import { intlLocale } from '@/i18n/languages';
import { useDisplayNames } from './useDisplayNames';

export interface CountryOption {
  value: string;
  label: string;
}

/** Every ISO 3166 country (and XK), named in the interface language and sorted by that name. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const countryName = useDisplayNames('region');
  const language = i18n.language;
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(language));
    return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language, countryName]);
}

/** A country code as its name in the interface language ("RS" → "Srbija"), for tables and exports. */
export function useCountryName() {
  return useDisplayNames('region');
}

interface Props {
  id?: string;
  value?: string;
  onChange?(code: string): void;
  /** A country was chosen, with its name in the interface language. */
  onPick?(code: string, name: string): void;
  placeholder?: string;
}

/** A country picker: names in the interface language, found by name or by code ("rs", "Serb"). */
export function CountrySelect({ id, value, onChange, onPick, placeholder }: Props) {
  const options = useCountryOptions();
  return (
    <Select
      id={id}
      value={value || undefined}
      placeholder={placeholder}
      showSearch={{
        filterOption: (input, option) => {
          const q = input.trim().toLowerCase();
          return !!option && (option.value.toLowerCase() === q || option.label.toLowerCase().includes(q));
        },
      }}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      optionRender={(option) => (
        <span>
          {option.label} <span style={{ opacity: 0.6 }}>{option.value}</span>
        </span>
      )}
      onChange={(code: string) => {
        onChange?.(code);
        onPick?.(code, options.find((o) => o.value === code)?.label ?? code);
      }}
      style={{ maxWidth: 320 }}
    />
  );
}
