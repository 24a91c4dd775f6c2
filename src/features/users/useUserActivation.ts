import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usersApi } from '@/api/services/users';
import type { UserDto } from '@/api/types/identity';
import { resourceKeys } from '@/components/resource/resource';

/** Activate at once; deactivate after a confirmation, since the user can no longer sign in. */
export function useUserActivation() {
  const { t } = useTranslation('users');
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ user, active }: { user: UserDto; active: boolean }) =>
      active ? usersApi.activate(user.id) : usersApi.deActivate(user.id),
    onSuccess: (_result, { user, active }) => {
      notification.success({
        title: t(active ? 'activation.activated' : 'activation.deactivated', { name: user.userName }),
        placement: 'bottomRight',
      });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all('users') });
    },
    onError: (error) =>
      notification.error({
        title: t('activation.failed'),
        description: error.message,
        placement: 'bottomRight',
      }),
  });
  return {
    activate: (user: UserDto) => mutation.mutate({ user, active: true }),
    deactivate: (user: UserDto) =>
      void modal.confirm({
        title: t('activation.confirmTitle', { name: user.userName }),
        content: t('activation.confirmContent'),
        okText: t('actions.deactivate'),
        okButtonProps: { danger: true },
        cancelText: t('toolkit:actions.cancel'),
        onOk: () => mutation.mutateAsync({ user, active: false }).catch(() => undefined),
      }),
  };
}
