import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/api/services/session';
import { LoginIcon } from './LoginIcon';
import type { TenantStatus, useTenantSwitch } from './useTenantSwitch';

/** How the field looks for each state of the check: a spinner while asking, then a mark in the state's colour. */
const tone: Record<TenantStatus, 'checking' | 'success' | 'warning' | 'error' | null> = {
  idle: null,
  checking: 'checking',
  available: 'success',
  inactive: 'warning',
  notFound: 'error',
  failed: 'error',
};

export interface TenantSwitchProps {
  hostHasTenant: boolean;
  tenant: ReturnType<typeof useTenantSwitch>;
  /** A sign-in was attempted while the entered tenant was not confirmed: show it as an error. */
  blocked: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The tenant field of the sign-in page, prefilled with the tenant in effect (chosen, or implied by the host). */
export function TenantSwitch({ hostHasTenant, tenant, blocked, inputRef }: TenantSwitchProps) {
  const { t } = useTranslation('auth');
  const { name, status, failure, unconfirmed, change, prefill } = tenant;
  const loginInfo = useQuery({
    queryKey: ['session', 'login-info'],
    queryFn: sessionApi.getCurrentLoginInformations,
    staleTime: Infinity,
  });
  const prefilled = useRef(false);
  const current = loginInfo.data?.tenant?.tenancyName;
  useEffect(() => {
    if (prefilled.current || current === undefined) return;
    prefilled.current = true;
    prefill(current);
  }, [current, prefill]);

  const trimmed = name.trim();
  const help =
    status === 'available'
      ? t('tenant.available', { name: trimmed })
      : status === 'inactive'
        ? t('tenant.inactive', { name: trimmed })
        : status === 'notFound'
          ? t('tenant.notFound', { name: trimmed })
          : status === 'checking'
            ? blocked
              ? t('tenant.unconfirmed', { name: trimmed })
              : t('tenant.checking')
            : status === 'failed'
              ? (failure ?? t('tenant.checkFailed'))
              : undefined;
  const extra =
    status === 'idle'
      ? t(hostHasTenant ? 'tenant.hintRegional' : 'tenant.hintHost')
      : status === 'available'
        ? t('tenant.selected', { name: trimmed })
        : undefined;
  const invalid = blocked && unconfirmed;
  const state = invalid ? 'error' : tone[status];
  const describedBy = [help && 'login-tenant-help', extra && 'login-tenant-extra'].filter(Boolean).join(' ');

  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor="login-tenant">
        {t('tenant.label')}
      </label>
      <div className={`login-input${state ? ` login-input--${state}` : ''}`}>
        <LoginIcon name="tenant" />
        <input
          id="login-tenant"
          ref={inputRef}
          value={name}
          maxLength={64}
          autoComplete="organization"
          placeholder={t('tenant.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => change(event.target.value)}
        />
        {state === 'checking' ? (
          <span className="login-spinner" aria-hidden="true" />
        ) : state ? (
          <LoginIcon name={state} />
        ) : null}
      </div>
      {/* Announced as it changes: the check runs while the user types. */}
      <div aria-live="polite">
        {help && (
          <div id="login-tenant-help" className={`login-field__help login-field__help--${state ?? 'idle'}`}>
            {help}
          </div>
        )}
      </div>
      {extra && (
        <div id="login-tenant-extra" className="login-field__extra">
          {extra}
        </div>
      )}
    </div>
  );
}
