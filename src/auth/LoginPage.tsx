import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, type InputRef } from 'antd';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { isAbpApiError } from '@/api/errors';
import { hostTenant } from '@/i18n/hostTenants';
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher';
import { formDrafts } from '@/lib/formDrafts';
import { ThemeSwitcher } from '@/i18n/ThemeSwitcher';
import { safeRedirect } from '@/lib/safeRedirect';
import { endedSession } from './endedSession';
import { validationRules } from '@/api/validation';
import { rememberedFrom } from './location';
import { useSignIn, type SignInValues } from './signIn';
import { TenantSwitch } from './TenantSwitch';
import { useTenantSwitch } from './useTenantSwitch';
import './login.css';

/** The skip link's target gets the focus, without a #fragment in the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('login-main')?.focus();
}

/** /login: tenant switch, user name or email, password, remember me, and a language switcher. */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const from = rememberedFrom(location.state);
  const signIn = useSignIn(from);
  const rules = useMemo(() => validationRules(t), [t]);
  const [form] = Form.useForm<SignInValues>();
  const tenant = useTenantSwitch('');
  const tenantInput = useRef<InputRef>(null);
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
  /** Never sign in as the host while a tenancy name is entered but not confirmed: say so on the tenant field. */
  const tenantBlocks = () => {
    if (!tenant.unconfirmed) return false;
    setBlocked(true);
    tenantInput.current?.focus();
    return true;
  };

  if (credentials.getToken() !== null && !signIn.isPending)
    return <Navigate to={safeRedirect(from)} replace />;

  const error = signIn.error;
  return (
    <div className="login-page">
      <a className="app-skip-link" href="#login-main" onClick={skipToMain}>
        {t('common:skipToContent')}
      </a>
      <header className="login-page__bar">
        <ThemeSwitcher />
        <LanguageSwitcher />
      </header>
      <main className="login-page__main" id="login-main" tabIndex={-1}>
        {/* Plain elements for the frame and headings: antd's Card and Typography would add ~30 KB to /login. */}
        <section className="login-card">
          <div className="login-card__brand">
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>Client Care</span>
          </div>
          <h1 className="login-card__title">{t('auth:title')}</h1>
          <p className="login-card__subtitle">{t('auth:subtitle')}</p>
          {ended && !error && (
            <Alert
              className="login-card__alert"
              type="warning"
              showIcon
              role="status"
              title={t(`auth:sessionEnded.${ended}.title`)}
              description={
                <>
                  {t(`auth:sessionEnded.${ended}.description`)}
                  {draftKept && <div>{t('auth:draftKept')}</div>}
                </>
              }
            />
          )}
          {!ended && from && !error && (
            <Alert
              className="login-card__alert"
              type="info"
              showIcon
              title={t('auth:signInToContinue')}
              description={draftKept ? t('auth:draftKept') : undefined}
            />
          )}
          {error && (
            <Alert
              className="login-card__alert"
              type="error"
              showIcon
              role="alert"
              title={isAbpApiError(error) ? error.message : t('auth:failed')}
              description={isAbpApiError(error) && error.details ? error.details : undefined}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ userNameOrEmailAddress: '', password: '', rememberMe: false }}
            onFinish={(values) => {
              if (!tenantBlocks()) signIn.mutate(values);
            }}
            onFinishFailed={() => void tenantBlocks()}
          >
            <TenantSwitch
              hostHasTenant={hostTenant() !== null}
              tenant={tenantSwitch}
              blocked={blocked}
              inputRef={tenantInput}
            />
            <Form.Item
              name="userNameOrEmailAddress"
              label={t('auth:userNameOrEmail')}
              rules={[rules.requiredNotBlank(), rules.maxLength(256)]}
            >
              <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('auth:password')}
              rules={[rules.requiredNotBlank(), rules.maxLength(32)]}
            >
              <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="rememberMe" valuePropName="checked">
              <Checkbox>{t('auth:rememberMe')}</Checkbox>
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={signIn.isPending}
              disabled={signIn.isPending}
            >
              {t('auth:submit')}
            </Button>
          </Form>
        </section>
      </main>
    </div>
  );
}
