import type { Rule } from 'antd/es/form';
import { Input, type InputProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountExample, formatAmount, parseAmount } from '@/lib/amount';

/** What the form holds while the typed text is not an amount in the language: the text, kept as typed. */
export class RefusedAmount {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export type AmountValue = string | RefusedAmount;

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  /** The exact decimal as the API spells it ("1234.5"), or a refused text. */
  value?: AmountValue | number | null;
  onChange?(value: AmountValue): void;
}

const shown = (value: Props['value'], language: string) =>
  value instanceof RefusedAmount ? value.text : formatAmount(value ?? '', language);

/**
 * An exact amount (money, an exchange rate) typed as the user's language writes it, never a float: German
 * "1.000,50" and English "1,000.50" both hand the form "1000.50" (what the API gets). Text that is not an amount
 * in the language, or is ambiguous ("2.5" in German), stays in the box as typed and reaches the form as a
 * `RefusedAmount`, which `useAmountRule()` refuses with an example in the language. A value set from outside (a
 * record, a reset) is shown in the language's format; so is a valid amount once the box loses focus.
 * Give its Form.Item `rules={[amountRule, ...]}` and `validateFirst`.
 */
export function AmountInput({ value, onChange, onBlur, ...rest }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => shown(value, language));
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    setText(shown(value, language));
  }
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        const parsed = parseAmount(typed, language);
        const next = parsed === null ? new RefusedAmount(typed) : parsed;
        setText(typed);
        setSeen({ value: next, language });
        onChange?.(next);
      }}
      onBlur={(e) => {
        if (typeof value === 'string' && value !== '') setText(formatAmount(value, language));
        onBlur?.(e);
      }}
    />
  );
}

/** The rule that refuses a `RefusedAmount`, with an amount written in the language as the example. */
export function useAmountRule(): Rule {
  const { t, i18n } = useTranslation('toolkit');
  return useMemo(
    () => ({
      validator: (_rule, value: unknown) =>
        value instanceof RefusedAmount
          ? Promise.reject(new Error(t('amount.invalid', { example: amountExample(i18n.language) })))
          : Promise.resolve(),
    }),
    [t, i18n.language],
  );
}

/** An exact decimal from the API in the language's format, for tables: "1.234,5" in German. */
export function useAmountText() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined) => (value ? formatAmount(value, i18n.language) : '');
}
