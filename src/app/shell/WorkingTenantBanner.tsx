import { useTranslation } from 'react-i18next';
import { useWorkingTenant } from '@/auth/workingTenant';
import { adminRoutes } from '../routes';
import { Icon } from './icons';

/**
 * Tells a host administrator working in a tenant the one rule (src/auth/hostWideScreens.ts): every screen shows
 * and saves that tenant's data, except the host-wide screens it names; with the way back.
 */
export function WorkingTenantBanner() {
  const { t } = useTranslation('shell');
  const working = useWorkingTenant();
  if (working.tenantId === null) return null;
  const hostWide = adminRoutes.filter((r) => r.hostWide).map((r) => t(r.titleKey));
  return (
    <div className="app-banner app-banner--warning" role="status">
      <Icon name="warning" className="app-banner__icon" />
      <span className="app-banner__text">
        {t('workingTenant.message', { name: working.tenantName, screens: hostWide.join(', ') })}
      </span>
      <button type="button" className="app-button app-button--small" onClick={working.leave}>
        {t('workingTenant.leave')}
      </button>
    </div>
  );
}
