import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@/api/schemas/banking';
import { intlLocale, languageOf } from '@/i18n/languages';
import { useDisplayNames } from './useDisplayNames';

/**
 * Country names in the interface language. Browsers ship partial locale data (Chromium names no country in
 * Macedonian, Albanian or Bosnian), so the names come from tables generated from full ICU data
 * (`scripts/build/countryNames.ts`), one small chunk per language; `Intl.DisplayNames` answers while it loads.
 */
const tables = import.meta.glob<Record<string, string>>('./countryNames/*.json', { import: 'default' });

/** A country code as its name in the interface language ("RS" → "Србија"), for tables, exports and pickers. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language).code;
  const { data } = useQuery({
    queryKey: ['country-names', language],
    queryFn: () => tables[`./countryNames/${language}.json`]!(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const intlName = useDisplayNames('region');
  return useCallback((code: string) => data?.[code] ?? intlName(code), [data, intlName]);
}

export interface CountryOption {
  value: string;
  label: string;
}

/** Every ISO 3166 country (and XK), named in the interface language and sorted by that name. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const countryName = useCountryName();
  const language = i18n.language;
  return useMemo(() => {
    const collator = new Intl.Collator(intlLocale(language));
    return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [language, countryName]);
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
      options={options}
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
