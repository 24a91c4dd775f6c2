import { useTranslation } from 'react-i18next';
import { useWorkingTenant } from '@/auth/workingTenant';
import { Icon } from './icons';

/** Tells a host administrator that Users and Roles now show one tenant's records, with the way back. */
export function WorkingTenantBanner() {
  const { t } = useTranslation('shell');
  const working = useWorkingTenant();
  if (working.tenantId === null) return null;
  return (
    <div className="app-banner app-banner--warning" role="status">
      <Icon name="warning" className="app-banner__icon" />
      <span className="app-banner__text">{t('workingTenant.message', { name: working.tenantName })}</span>
      <button type="button" className="app-button app-button--small" onClick={working.leave}>
        {t('workingTenant.leave')}
      </button>
    </div>
  );
}
