import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/api/services/session';
import type { TenantStatus, useTenantSwitch } from './useTenantSwitch';

const feedback: Record<TenantStatus, 'success' | 'warning' | 'error' | 'validating' | undefined> = {
  idle: undefined,
  checking: 'validating',
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
  inputRef?: Ref<InputRef>;
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

  return (
    <Form.Item
      label={t('tenant.label')}
      htmlFor="login-tenant"
      validateStatus={invalid ? 'error' : feedback[status]}
      hasFeedback={status !== 'idle'}
      help={help && <span id="login-tenant-help">{help}</span>}
      extra={extra}
    >
      <Input
        id="login-tenant"
        ref={inputRef}
        value={name}
        maxLength={64}
        autoComplete="organization"
        prefix={<ApartmentOutlined aria-hidden />}
        placeholder={t('tenant.placeholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={help ? 'login-tenant-help' : undefined}
        onChange={(event) => change(event.target.value)}
      />
    </Form.Item>
  );
}
