import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProofValues {
  voucherNo: string;
  method: 'surname' | 'phone';
  surname: string;
  phoneNumber: string;
}

interface Props {
  /** `lookup`: voucher number plus surname or phone; `link`: a reservation link, so surname or phone only. */
  mode: 'lookup' | 'link';
  busy: boolean;
  /** The server's answer to the last try (translated), shown above the button. */
  error: string | null;
  onSubmit(values: ProofValues): void;
  initial?: Partial<ProofValues>;
}

/**
 * "Confirm it's you": what the visitor knows about the booking, before any personal data is shown. The typed values
 * stay after a wrong answer; field errors name the field and are tied to it (aria-describedby).
 */
export function ProofForm({ mode, busy, error, onSubmit, initial }: Props) {
  const { t } = useTranslation('booking');
  const id = useId();
  const [values, setValues] = useState<ProofValues>({
    voucherNo: '',
    method: 'surname',
    surname: '',
    phoneNumber: '',
    ...initial,
  });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const set = (patch: Partial<ProofValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<string>();
    if (mode === 'lookup' && !values.voucherNo.trim()) empty.add('voucherNo');
    if (values.method === 'surname' && !values.surname.trim()) empty.add('surname');
    if (values.method === 'phone' && values.phoneNumber.replace(/\D/g, '').length < 6)
      empty.add('phoneNumber');
    setMissing(empty);
    if (empty.size) {
      document.getElementById(`${id}-${[...empty][0]}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: 'voucherNo' | 'surname' | 'phoneNumber', extra: Record<string, string>) => {
    const invalid = missing.has(name);
    const hint = t(`form.${name}Hint`, { defaultValue: '' });
    const describedBy = [hint && `${id}-${name}-hint`, invalid && `${id}-${name}-error`].filter(Boolean);
    return (
      <div className="bk-field">
        <label htmlFor={`${id}-${name}`}>{t(`form.${name}`)}</label>
        {hint && (
          <span id={`${id}-${name}-hint`} className="bk-hint">
            {hint}
          </span>
        )}
        <input
          id={`${id}-${name}`}
          name={name}
          value={values[name]}
          onChange={(e) => set({ [name]: e.target.value })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy.join(' ') || undefined}
          {...extra}
        />
        {invalid && (
          <span id={`${id}-${name}-error`} className="bk-field-error">
            {t(`form.${name}Required`)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="bk-card bk-form" onSubmit={submit} noValidate aria-busy={busy}>
      {mode === 'lookup' &&
        field('voucherNo', { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: 'false' })}
      <fieldset className="bk-choice">
        <legend>{t('form.proveWith')}</legend>
        {(['surname', 'phone'] as const).map((method) => (
          <label key={method} className="bk-choice-option">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={values.method === method}
              onChange={() => set({ method })}
            />
            {t(method === 'surname' ? 'form.surname' : 'form.phoneNumber')}
          </label>
        ))}
      </fieldset>
      {values.method === 'surname'
        ? field('surname', { autoComplete: 'family-name' })
        : field('phoneNumber', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {error && (
        <p className="bk-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="bk-button bk-button-primary" disabled={busy}>
        {busy ? t('form.checking') : t(mode === 'lookup' ? 'form.find' : 'form.open')}
      </button>
    </form>
  );
}
