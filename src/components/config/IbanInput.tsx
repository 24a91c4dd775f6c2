import { Input, type InputProps } from 'antd';
import { compactCode, formatIban } from '@/api/schemas/banking';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?(value: string): void;
}

/**
 * An IBAN typed in any spacing and case; upper-cased as typed and grouped by four when the field is left
 * ("RS35 2600 0560 1001 6113 79"), the way it is printed on statements. The API accepts either form.
 */
export function IbanInput({ value = '', onChange, onBlur, ...rest }: Props) {
  return (
    <Input
      autoComplete="off"
      spellCheck={false}
      {...rest}
      value={value}
      style={{ fontFamily: 'monospace', ...rest.style }}
      onChange={(e) => onChange?.(e.target.value.toUpperCase())}
      onBlur={(e) => {
        if (compactCode(value)) onChange?.(formatIban(value));
        onBlur?.(e);
      }}
    />
  );
}

/** An IBAN in its printed form, kept on one line. */
export function IbanText({ iban }: { iban: string }) {
  return <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{formatIban(iban)}</span>;
}
