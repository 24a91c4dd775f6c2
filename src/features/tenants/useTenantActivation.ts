import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { tenantsApi } from '@/api/services/tenants';
import type { TenantDto } from '@/api/types/identity';
import { resourceKeys } from '@/components/resource/resource';

/**
 * The inline active switch: an Update with only `isActive` flipped. Deactivating locks out every user of the
 * tenant, so it asks first; activating does not.
 */
export function useTenantActivation() {
  const { t } = useTranslation('tenants');
  const { modal, notification } = App.useApp();
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
    toggle: (tenant: TenantDto, isActive: boolean) => {
      if (isActive) return mutation.mutate({ tenant, isActive });
      void modal.confirm({
        title: t('activation.confirmTitle', { name: tenant.name }),
        content: t('activation.confirmContent'),
        okText: t('activation.deactivate'),
        okButtonProps: { danger: true },
        cancelText: t('toolkit:actions.cancel'),
        onOk: () => mutation.mutateAsync({ tenant, isActive }).catch(() => undefined),
      });
    },
    pendingId: mutation.isPending ? mutation.variables.tenant.id : null,
  };
}
