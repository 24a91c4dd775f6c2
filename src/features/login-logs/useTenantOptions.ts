import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Permissions } from '@/api/permissions';
import { tenantsApi } from '@/api/services/tenants';
import { useCan } from '@/auth/session';

/** Tenant filter options for the host: "Host" (id 0) and every tenant; empty for tenant users. */
export function useTenantOptions(isHost: boolean) {
  const { t } = useTranslation('loginLogs');
  const can = useCan();
  const enabled = isHost && can(Permissions.Tenants);
  const query = useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: () => tenantsApi.getAll({ MaxResultCount: 1000, Sorting: 'name asc' }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const options = [
    { value: 0, label: t('hostTenant') },
    ...(query.data?.items ?? []).map((tenant) => ({
      value: tenant.id,
      label: `${tenant.name} (${tenant.tenancyName})`,
    })),
  ];
  return { enabled: isHost, select: { options, loading: enabled && query.isPending } };
}
