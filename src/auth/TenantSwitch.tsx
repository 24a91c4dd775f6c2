import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/api/services/session';
import { useTenantSwitch, type TenantStatus } from './useTenantSwitch';

const feedback: Record<TenantStatus, 'success' | 'warning' | 'error' | 'validating' | undefined> = {
  idle: undefined,
  checking: 'validating',
  available: 'success',
  inactive: 'warning',
  notFound: 'error',
  failed: 'error',
};

/** The tenant field of the sign-in page, prefilled with the tenant in effect (chosen, or implied by the host). */
export function TenantSwitch({ hostHasTenant }: { hostHasTenant: boolean }) {
  const { t } = useTranslation('auth');
  const { name, status, change, setName } = useTenantSwitch('');
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
    setName(current);
  }, [current, setName]);

  const help =
    status === 'available'
      ? t('tenant.selected', { name: name.trim() })
      : status === 'inactive'
        ? t('tenant.inactive', { name: name.trim() })
        : status === 'notFound'
          ? t('tenant.notFound', { name: name.trim() })
          : status === 'checking'
            ? t('tenant.checking')
            : status === 'failed'
              ? t('tenant.checkFailed')
              : undefined;

  return (
    <Form.Item
      label={t('tenant.label')}
      htmlFor="login-tenant"
      validateStatus={feedback[status]}
      hasFeedback={status !== 'idle'}
      help={help}
      extra={status === 'idle' ? t(hostHasTenant ? 'tenant.hintRegional' : 'tenant.hintHost') : undefined}
    >
      <Input
        id="login-tenant"
        value={name}
        maxLength={64}
        autoComplete="organization"
        prefix={<ApartmentOutlined aria-hidden />}
        placeholder={t('tenant.placeholder')}
        onChange={(event) => change(event.target.value)}
      />
    </Form.Item>
  );
}
