import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tenantsApi } from '@/api/services/tenants';

const ALL = 'all';

/**
 * The host's choice of tenant: every tenant together (null) or one of them, in the browser's own select (type to
 * jump to a name; phones show their picker). A tenant picked in the address before the list has arrived is
 * listed as loading, so that the select never shows "All tenants" for it.
 */
export function TenantPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  const id = useId();
  const query = useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: () => tenantsApi.getAll({ MaxResultCount: 1000, Sorting: 'name asc' }),
    staleTime: 5 * 60_000,
  });
  const tenants = query.data?.items ?? [];
  const unlisted = value !== null && !tenants.some((tenant) => tenant.id === value);
  return (
    <span className="app-dashboard__tenant">
      <label htmlFor={id}>{t('dashboard:tenantPicker.label')}</label>
      <select
        id={id}
        className="app-native-select app-dashboard__tenant-select"
        value={value === null ? ALL : String(value)}
        onChange={(event) => onChange(event.target.value === ALL ? null : Number(event.target.value))}
      >
        <option value={ALL}>{t('dashboard:tenantPicker.all')}</option>
        {unlisted && (
          <option value={String(value)}>{query.isPending ? t('common:loading') : String(value)}</option>
        )}
        {tenants.map((tenant) => (
          <option key={tenant.id} value={String(tenant.id)}>
            {`${tenant.name} (${tenant.tenancyName})`}
          </option>
        ))}
      </select>
    </span>
  );
}
