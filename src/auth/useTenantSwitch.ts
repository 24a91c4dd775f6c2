import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { credentials } from '@/api/credentials';
import { isAbpApiError } from '@/api/errors';
import { accountApi } from '@/api/services/account';
import { TenantAvailabilityState, type IsTenantAvailableOutput } from '@/api/types/identity';
import { debounce } from '@/lib/debounce';

export const TENANT_CHECK_DELAY_MS = 500;

export type TenantStatus = 'idle' | 'checking' | 'available' | 'inactive' | 'notFound' | 'failed';

/**
 * The tenant switch: as the user types a tenancy name, Account/IsTenantAvailable is asked (debounced, and only
 * for a non-blank name). Available stores the tenant id; inactive and not found clear it; an empty name clears it.
 * Only the answer for the latest name counts.
 */
/** A debounced IsTenantAvailable call that reports only the answer for the latest name. */
function createTenantChecker(
  onResult: (tenancyName: string, result: IsTenantAvailableOutput) => void,
  onError: (error: unknown) => void,
) {
  let latest = 0;
  const run = debounce(async (tenancyName: string, mine: number) => {
    try {
      const result = await accountApi.isTenantAvailable(tenancyName);
      if (mine === latest) onResult(tenancyName, result);
    } catch (error) {
      if (mine === latest) onError(error);
    }
  }, TENANT_CHECK_DELAY_MS);
  return {
    schedule: (tenancyName: string) => run(tenancyName, ++latest),
    cancel: () => {
      latest += 1;
      run.cancel();
    },
  };
}

export function useTenantSwitch(initialName: string) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [name, setName] = useState(initialName);
  const [status, setStatus] = useState<TenantStatus>('idle');

  const checker = useMemo(
    () =>
      createTenantChecker(
        (tenancyName, result) => {
          if (result.state === TenantAvailabilityState.Available && result.tenantId !== null) {
            credentials.setTenantId(result.tenantId);
            setStatus('available');
            void message.success(t('tenant.available', { name: tenancyName }));
          } else if (result.state === TenantAvailabilityState.InActive) {
            credentials.setTenantId(null);
            setStatus('inactive');
            void message.warning(t('tenant.inactive', { name: tenancyName }));
          } else {
            credentials.setTenantId(null);
            setStatus('notFound');
            void message.error(t('tenant.notFound', { name: tenancyName }));
          }
        },
        (error) => {
          setStatus('failed');
          void message.error(isAbpApiError(error) ? error.message : t('tenant.checkFailed'));
        },
      ),
    [message, t],
  );
  useEffect(() => () => checker.cancel(), [checker]);

  const change = (value: string) => {
    setName(value);
    if (value.trim() === '') {
      checker.cancel();
      credentials.setTenantId(null);
      setStatus('idle');
      return;
    }
    setStatus('checking');
    checker.schedule(value.trim());
  };

  return { name, status, change, setName };
}
