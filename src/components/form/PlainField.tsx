import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '@/lib/StrokeIcon';

/** What a field's control needs to be named and described by its label, error and hint. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form field as antd's vertical Form.Item shows it (fields.css `.app-field`): the label, the control, the error
 * (when there is one) and the hint below. The control gets the id, `aria-invalid` and `aria-describedby` (the
 * error, then the hint), so that screen readers read both with it.
 */
export function PlainField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'app-field app-field--error' : 'app-field'}>
      <label className="app-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error && (
        <div id={`${id}-error`} className="app-field__error">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="app-field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}

const EYE = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const EYE_OFF =
  'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.2 7.9C3.6 9.6 2 12 2 12s4 6 10 6a9.6 9.6 0 0 0 4-.9M9.9 9.9a3 3 0 0 0 4.2 4.2';

/**
 * A password box with a show button inside its border (antd's Input.Password): a toggle button (`aria-pressed`,
 * one name whether pressed or not), as on the sign-in page.
 */
export function PasswordInput({
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <span className={`app-input-affix${props['aria-invalid'] ? ' app-input-affix--error' : ''}`}>
      <input {...props} ref={ref} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="app-input-affix__toggle"
        aria-label={t('auth:showPassword')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <StrokeIcon d={shown ? EYE_OFF : EYE} className="app-input-affix__icon" size="16" />
      </button>
    </span>
  );
}
