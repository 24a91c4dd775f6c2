import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProofValues {
  voucherNo: string;
  /** Link mode: the one fact asked. */
  method: 'surname' | 'phone';
  surname: string;
  phoneNumber: string;
  /** Lookup mode: the fact asked besides the surname. */
  second: 'checkIn' | 'email';
  checkInDate: string;
  email: string;
}

type FieldName = 'voucherNo' | 'surname' | 'phoneNumber' | 'checkInDate' | 'email';

/** What the form's values send to Reservation/GetReservation (besides the voucher or token). */
export function proofAnswer(values: ProofValues, mode: 'lookup' | 'link') {
  if (mode === 'link')
    return values.method === 'surname'
      ? { surname: values.surname.trim() }
      : { phoneNumber: values.phoneNumber };
  return values.second === 'checkIn'
    ? { surname: values.surname.trim(), checkInDate: values.checkInDate }
    : { surname: values.surname.trim(), email: values.email.trim() };
}

interface Props {
  /** `lookup`: voucher number, surname, and check-in date or e-mail; `link`: a reservation link, so surname or phone. */
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
    second: 'checkIn',
    checkInDate: '',
    email: '',
    ...initial,
  });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const set = (patch: Partial<ProofValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<string>();
    const lookup = mode === 'lookup';
    if (lookup && !values.voucherNo.trim()) empty.add('voucherNo');
    if ((lookup || values.method === 'surname') && !values.surname.trim()) empty.add('surname');
    if (!lookup && values.method === 'phone' && values.phoneNumber.replace(/\D/g, '').length < 6)
      empty.add('phoneNumber');
    if (lookup && values.second === 'checkIn' && !/^\d{4}-\d{2}-\d{2}$/.test(values.checkInDate))
      empty.add('checkInDate');
    if (lookup && values.second === 'email' && !/^\S+@\S+\.\S+$/.test(values.email.trim()))
      empty.add('email');
    setMissing(empty);
    if (empty.size) {
      document.getElementById(`${id}-${[...empty][0]}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: FieldName, extra: Record<string, string>) => {
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
      {mode === 'lookup' ? (
        <>
          {field('surname', { autoComplete: 'family-name' })}
          <fieldset className="bk-choice">
            <legend>{t('form.andOneOf')}</legend>
            {(['checkIn', 'email'] as const).map((second) => (
              <label key={second} className="bk-choice-option">
                <input
                  type="radio"
                  name={`${id}-second`}
                  value={second}
                  checked={values.second === second}
                  onChange={() => set({ second })}
                />
                {t(second === 'checkIn' ? 'form.checkInDate' : 'form.email')}
              </label>
            ))}
          </fieldset>
          {values.second === 'checkIn'
            ? field('checkInDate', { type: 'date' })
            : field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </>
      ) : (
        <>
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
        </>
      )}
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
