import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorkingTenant } from '@/auth/workingTenant';

/** Tells a host administrator that Users and Roles now show one tenant's records, with the way back. */
export function WorkingTenantBanner() {
  const { t } = useTranslation('shell');
  const working = useWorkingTenant();
  if (working.tenantId === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('workingTenant.message', { name: working.tenantName })}
      action={
        <Button size="small" onClick={working.leave}>
          {t('workingTenant.leave')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
