import { AutoComplete } from 'antd';
import { iso4217Currencies, isTradableCurrency, type Iso4217Currency } from '@/api/schemas/iso4217';
import { useDisplayNames } from '@/components/config/useDisplayNames';

const tradable = iso4217Currencies.filter(isTradableCurrency);
const MAX_SUGGESTIONS = 12;

interface Props {
  value?: string;
  onChange?(value: string): void;
  /** A suggestion was chosen. */
  onPick?(currency: Iso4217Currency, localName: string): void;
  id?: string;
}

/**
 * An ISO 4217 code, typed or chosen from suggestions that match the code or the name in the interface
 * language ("din" finds RSD). Free text stays possible; the form's rule says what is wrong with it.
 */
export function CurrencyCodeInput({ value = '', onChange, onPick, id }: Props) {
  const currencyName = useDisplayNames('currency');
  const search = value.trim().toUpperCase();
  const options = search
    ? tradable
        .map((c) => ({ currency: c, label: `${c.code} · ${currencyName(c.code, c.name)}` }))
        .filter((o) => o.label.toUpperCase().includes(search))
        .slice(0, MAX_SUGGESTIONS)
        .map((o) => ({ value: o.currency.code, label: o.label }))
    : [];
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onChange={(v: string) => onChange?.(v.toUpperCase())}
      onSelect={(code: string) => {
        const currency = tradable.find((c) => c.code === code);
        if (currency) onPick?.(currency, currencyName(currency.code, currency.name));
      }}
      maxLength={3}
      style={{ maxWidth: 320 }}
    />
  );
}
