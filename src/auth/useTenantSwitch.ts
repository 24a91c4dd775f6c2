import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { credentials } from '@/api/credentials';
import { isAbpApiError } from '@/api/errors';
import { accountApi } from '@/api/services/account';
import { TenantAvailabilityState, type IsTenantAvailableOutput } from '@/api/types/identity';
import { debounce } from '@/lib/debounce';

export const TENANT_CHECK_DELAY_MS = 500;

export type TenantStatus = 'idle' | 'checking' | 'available' | 'inactive' | 'notFound' | 'failed';

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

/**
 * The tenant switch: as the user types a tenancy name, Account/IsTenantAvailable is asked (debounced, and only
 * for a non-blank name). Available stores the tenant id; inactive and not found clear it; an empty name clears it.
 * Only the answer for the latest name counts. The outcome is shown inline on the field (no global toast, which
 * would outlive the sign-in page). `prefill` shows the tenant already in effect without asking again.
 */
export function useTenantSwitch(initialName: string) {
  const [name, setName] = useState(initialName);
  const [status, setStatus] = useState<TenantStatus>('idle');
  /** The server's message when the check itself failed, if it sent one. */
  const [failure, setFailure] = useState<string | null>(null);

  const checker = useMemo(
    () =>
      createTenantChecker(
        (_tenancyName, result) => {
          if (result.state === TenantAvailabilityState.Available && result.tenantId !== null) {
            credentials.setTenantId(result.tenantId);
            setStatus('available');
          } else {
            credentials.setTenantId(null);
            setStatus(result.state === TenantAvailabilityState.InActive ? 'inactive' : 'notFound');
          }
        },
        (error) => {
          setFailure(isAbpApiError(error) ? error.message : null);
          setStatus('failed');
        },
      ),
    [],
  );
  useEffect(() => () => checker.cancel(), [checker]);

  /** The user has typed in the field: the tenant in effect, arriving late, no longer replaces their text. */
  const typed = useRef(false);

  const change = (value: string) => {
    typed.current = true;
    setName(value);
    setFailure(null);
    if (value.trim() === '') {
      checker.cancel();
      credentials.setTenantId(null);
      setStatus('idle');
      return;
    }
    setStatus('checking');
    checker.schedule(value.trim());
  };

  /**
   * True while a tenancy name is entered but not confirmed available (unknown, inactive, failed or still being
   * checked): signing in then would silently go to the host. An empty name means the host (or the site's tenant),
   * and a prefilled name is the tenant already in effect.
   */
  const unconfirmed = name.trim() !== '' && status !== 'available' && status !== 'idle';

  /**
   * Shows the tenant already in effect (the server named it for this page's tenant header): confirmed, so the page
   * says "You are signing in to …" rather than "leave empty", and asks nothing. Ignored once the user typed.
   */
  const prefill = useCallback((tenancyName: string) => {
    if (typed.current) return;
    setName(tenancyName);
    setStatus(tenancyName.trim() === '' ? 'idle' : 'available');
  }, []);

  return { name, status, failure, unconfirmed, change, prefill };
}
