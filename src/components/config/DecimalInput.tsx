import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/i18n/languages';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  /** The exact decimal as the API spells it ("117.17"). */
  value?: string | null;
  onChange?(value: string): void;
}

/**
 * An exact decimal (exchange rate, amount) typed as text, never a float: shown with the language's decimal
 * mark, handed to the form with a point, so "117,17" in Serbian is "117.17" on the wire.
 */
export function DecimalInput({ value, onChange, ...rest }: Props) {
  const { i18n } = useTranslation();
  const mark = languageOf(i18n.language).decimalMark;
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={(value ?? '').replace('.', mark)}
      onChange={(e) => onChange?.(e.target.value.replace(',', '.'))}
    />
  );
}

/** A decimal from the API in the language's spelling, for tables. */
export function useDecimalText() {
  const { i18n } = useTranslation();
  const mark = languageOf(i18n.language).decimalMark;
  return (value: string | null | undefined) => (value ? value.replace('.', mark) : '');
}
