import { useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { isAbpApiError } from '@/api/errors';
import { hostTenant } from '@/i18n/hostTenants';
import { namespaces } from '@/i18n/languages';
import { formDrafts } from '@/lib/formDrafts';
import { safeRedirect } from '@/lib/safeRedirect';
import { endedSession } from './endedSession';
import { LoginIcon, type LoginIconName } from './LoginIcon';
import { LoginToolbar } from './LoginToolbar';
import { rememberedFrom } from './location';
import { useSignIn } from './signIn';
import { TenantSwitch } from './TenantSwitch';
import { useTenantSwitch } from './useTenantSwitch';
import './login.css';

/** The skip link's target gets the focus, without a #fragment in the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('login-main')?.focus();
}

type Field = 'userNameOrEmailAddress' | 'password';
/** The server's limits (AbpUserBase: user name or email 256, password 32). */
const MAX_LENGTH: Record<Field, number> = { userNameOrEmailAddress: 256, password: 32 };
const FIELDS: Field[] = ['userNameOrEmailAddress', 'password'];

function Notice({
  tone,
  role,
  title,
  children,
}: {
  tone: 'info' | 'warning' | 'error';
  role?: 'alert' | 'status';
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`login-notice login-notice--${tone}`} role={role}>
      <LoginIcon name={tone} />
      <div>
        <div className="login-notice__title">{title}</div>
        {children && <div className="login-notice__text">{children}</div>}
      </div>
    </div>
  );
}

export interface LoginPageProps {
  /** Starts fetching what the page after sign-in needs (in this language), while the credentials are checked. */
  warmUp?: (language: string) => void;
}

/**
 * /login: tenant switch, user name or email, password, remember me, theme and language. Plain elements and CSS,
 * no antd: the sign-in page is the first thing every user loads (issue: /login within 220 KB).
 */
export default function LoginPage({ warmUp }: LoginPageProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const from = rememberedFrom(location.state);
  const signIn = useSignIn(from);
  const [values, setValues] = useState({ userNameOrEmailAddress: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const userInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const tenant = useTenantSwitch('');
  const tenantInput = useRef<HTMLInputElement>(null);
  /** A sign-in was attempted while the entered tenant was unknown, inactive or still being checked. */
  const [blocked, setBlocked] = useState(false);
  const tenantSwitch = {
    ...tenant,
    change: (value: string) => {
      setBlocked(false);
      // A failure was about the previous tenant: it no longer applies.
      if (signIn.isError) signIn.reset();
      tenant.change(value);
    },
  };
  // Read once: why the last session ended, and whether a form's values wait to be restored.
  const [ended] = useState(endedSession.read);
  const [draftKept] = useState(formDrafts.any);

  const check = (field: Field, value: string) =>
    value.trim() === ''
      ? t('common:validation.required')
      : value.length > MAX_LENGTH[field]
        ? t('common:validation.maxLength', { max: MAX_LENGTH[field] })
        : undefined;

  const setField = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field shown as wrong is checked again as the user corrects it; an untouched one is left alone.
    if (errors[field] !== undefined) setErrors((previous) => ({ ...previous, [field]: check(field, value) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = Object.fromEntries(FIELDS.map((f) => [f, check(f, values[f])])) as Record<
      Field,
      string | undefined
    >;
    setErrors(found);
    // Never sign in as the host while a tenancy name is entered but not confirmed: say so on the tenant field.
    if (tenant.unconfirmed) {
      setBlocked(true);
      tenantInput.current?.focus();
      return;
    }
    const firstWrong = FIELDS.find((f) => found[f] !== undefined);
    if (firstWrong) {
      (firstWrong === 'password' ? passwordInput : userInput).current?.focus();
      return;
    }
    warmUp?.(i18n.language);
    void i18n.loadNamespaces([...namespaces]);
    signIn.mutate(values);
  };

  if (credentials.getToken() !== null && !signIn.isPending)
    return <Navigate to={safeRedirect(from)} replace />;

  const error = signIn.error;
  const field = (name: Field, label: string, icon: LoginIconName, input: ReactNode, after?: ReactNode) => (
    <div className="login-field">
      <label className="login-field__label" htmlFor={`login-${name}`}>
        {label}
      </label>
      <div className={`login-input${errors[name] ? ' login-input--error' : ''}`}>
        <LoginIcon name={icon} />
        {input}
        {after}
      </div>
      {errors[name] && (
        <div id={`login-${name}-error`} className="login-field__help login-field__help--error">
          {errors[name]}
        </div>
      )}
    </div>
  );
  const inputProps = (name: Field) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
  });

  return (
    <div className="login-page">
      <a className="app-skip-link" href="#login-main" onClick={skipToMain}>
        {t('common:skipToContent')}
      </a>
      <LoginToolbar />
      <main className="login-page__main" id="login-main" tabIndex={-1}>
        <section className="login-card">
          <div className="login-card__brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>Client Care</span>
          </div>
          <h1 className="login-card__title">{t('auth:title')}</h1>
          <p className="login-card__subtitle">{t('auth:subtitle')}</p>
          {ended && !error && (
            <Notice tone="warning" role="status" title={t(`auth:sessionEnded.${ended}.title`)}>
              {t(`auth:sessionEnded.${ended}.description`)}
              {draftKept && <div>{t('auth:draftKept')}</div>}
            </Notice>
          )}
          {!ended && from && !error && (
            <Notice tone="info" title={t('auth:signInToContinue')}>
              {draftKept ? t('auth:draftKept') : undefined}
            </Notice>
          )}
          {error && (
            <Notice tone="error" role="alert" title={isAbpApiError(error) ? error.message : t('auth:failed')}>
              {isAbpApiError(error) && error.details ? error.details : undefined}
            </Notice>
          )}
          <form className="login-form" noValidate onSubmit={submit}>
            <TenantSwitch
              hostHasTenant={hostTenant() !== null}
              tenant={tenantSwitch}
              blocked={blocked}
              inputRef={tenantInput}
            />
            {field(
              'userNameOrEmailAddress',
              t('auth:userNameOrEmail'),
              'user',
              <input {...inputProps('userNameOrEmailAddress')} ref={userInput} autoComplete="username" />,
            )}
            {field(
              'password',
              t('auth:password'),
              'lock',
              <input
                {...inputProps('password')}
                ref={passwordInput}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
              />,
              <button
                type="button"
                className="login-input__toggle"
                // One name whether pressed or not ("Show", pressed or not), as a toggle button should have.
                aria-label={t('auth:showPassword')}
                aria-pressed={showPassword}
                aria-controls="login-password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <LoginIcon name={showPassword ? 'eyeOff' : 'eye'} />
              </button>,
            )}
            <label className="login-remember">
              <input
                type="checkbox"
                checked={values.rememberMe}
                onChange={(event) =>
                  setValues((previous) => ({ ...previous, rememberMe: event.target.checked }))
                }
              />
              <span>{t('auth:rememberMe')}</span>
            </label>
            <button
              type="submit"
              className="login-submit"
              disabled={signIn.isPending}
              aria-busy={signIn.isPending || undefined}
            >
              {signIn.isPending && (
                <span className="login-spinner login-spinner--on-primary" aria-hidden="true" />
              )}
              {t('auth:submit')}
            </button>
          </form>
        </section>
      </main>
    </div>
  );
}
