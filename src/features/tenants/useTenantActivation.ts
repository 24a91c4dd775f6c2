import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { tenantsApi } from '@/api/services/tenants';
import type { TenantDto } from '@/api/types/identity';
import { resourceKeys } from '@/components/resource/resource';

/** The inline active switch: an Update with only `isActive` flipped. */
export function useTenantActivation() {
  const { t } = useTranslation('tenants');
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ tenant, isActive }: { tenant: TenantDto; isActive: boolean }) =>
      tenantsApi.update({ ...tenant, isActive }),
    onSuccess: (_r, { tenant, isActive }) => {
      notification.success({
        title: t(isActive ? 'activation.activated' : 'activation.deactivated', { name: tenant.name }),
        placement: 'bottomRight',
      });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all('tenants') });
    },
    onError: (error) =>
      notification.error({
        title: t('activation.failed'),
        description: error.message,
        placement: 'bottomRight',
      }),
  });
  return {
    toggle: (tenant: TenantDto, isActive: boolean) => mutation.mutate({ tenant, isActive }),
    pendingId: mutation.isPending ? mutation.variables.tenant.id : null,
  };
}
