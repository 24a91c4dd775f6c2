import { useTranslation } from 'react-i18next';
import {
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
} from '@/api/schemas/card';

export interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

type Field = keyof CardValues;

/** Each field's message key, or null: the number's Luhn digit and length, the expiry, the CVC, as typed. */
export function cardProblems(values: CardValues, now = new Date()): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) found.name = 'card.errors.nameRequired';
  const number = cardNumberProblem(values.number);
  if (number) found.number = `card.errors.number.${number}`;
  const expiry = expiryProblem(values.expiry, now);
  if (expiry) found.expiry = `card.errors.expiry.${expiry}`;
  const cvc = cvcProblem(values.cvc, cardDigits(values.number));
  if (cvc) found.cvc = `card.errors.cvc.${cvc}`;
  return found;
}

/** `1229` → `12/29` as the payer types. */
const formatExpiry = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

interface Props {
  values: CardValues;
  onChange(values: CardValues): void;
  /** Fields whose message shows: left once (blur), or all after a submit. */
  touched: Partial<Record<Field, boolean>>;
  onTouch(field: Field): void;
  disabled: boolean;
}

/**
 * The card fields with visible labels, autocomplete tokens, a numeric keyboard and messages that follow the
 * typing once a field has been left (or the form submitted), tied to their fields for screen readers.
 */
export function CardFields({ values, onChange, touched, onTouch, disabled }: Props) {
  const { t } = useTranslation('checkout');
  const problems = cardProblems(values);
  const set = (field: Field, value: string) => onChange({ ...values, [field]: value });
  // A complete number is checked at once (a wrong digit shows before the payer moves on); the rest once left.
  const complete = cardDigits(values.number).length >= 16;
  const shown = (field: Field) =>
    touched[field] || (field === 'number' && complete) ? problems[field] : undefined;
  const input = (field: Field, props: Record<string, string>, format?: (v: string) => string) => (
    <div className="ck-field">
      <label htmlFor={`ck-card-${field}`}>{t(`card.${field}`)}</label>
      <input
        id={`ck-card-${field}`}
        name={field}
        value={values[field]}
        disabled={disabled}
        onChange={(e) => set(field, format ? format(e.target.value) : e.target.value)}
        onBlur={() => onTouch(field)}
        aria-invalid={!!shown(field)}
        aria-describedby={shown(field) ? `ck-card-${field}-error` : undefined}
        {...props}
      />
      <span id={`ck-card-${field}-error`} className="ck-error" aria-live="polite">
        {shown(field) ? t(shown(field)!) : ''}
      </span>
    </div>
  );
  return (
    <>
      {input('name', { autoComplete: 'cc-name', spellCheck: 'false' })}
      {input(
        'number',
        { autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '1234 1234 1234 1234' },
        formatCardNumber,
      )}
      <div className="ck-row">
        {input(
          'expiry',
          { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: t('card.expiryPlaceholder') },
          formatExpiry,
        )}
        {input('cvc', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: '4' })}
      </div>
    </>
  );
}
