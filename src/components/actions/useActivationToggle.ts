import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../resource/resource';

export interface ActivationOptions<T extends { id: number }> {
  /** The resource whose list queries are refreshed afterwards. */
  resource: string;
  /** Namespace holding `activation.activated|deactivated|failed|confirmTitle|confirmContent` ({{name}}). */
  ns: string;
  nameOf(row: T): string;
  setActive(row: T, active: boolean): Promise<unknown>;
  /** Label of the confirming button; `activation.deactivate` in `ns` unless given. */
  deactivateLabelKey?: string;
}

/**
 * Switching a record on happens at once; switching it off asks first, because it locks people out.
 * Either way the outcome is announced and only that resource's lists are refreshed.
 */
export function useActivationToggle<T extends { id: number }>(options: ActivationOptions<T>) {
  const { t } = useTranslation(options.ns);
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ row, active }: { row: T; active: boolean }) => options.setActive(row, active),
    onSuccess: (_result, { row, active }) => {
      notification.success({
        title: t(active ? 'activation.activated' : 'activation.deactivated', { name: options.nameOf(row) }),
        placement: 'bottomRight',
      });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all(options.resource) });
    },
    onError: (error) =>
      notification.error({
        title: t('activation.failed'),
        description: error.message,
        placement: 'bottomRight',
      }),
  });
  const setActive = (row: T, active: boolean) => {
    if (active) return mutation.mutate({ row, active });
    void modal.confirm({
      title: t('activation.confirmTitle', { name: options.nameOf(row) }),
      content: t('activation.confirmContent'),
      okText: t(options.deactivateLabelKey ?? 'activation.deactivate'),
      okButtonProps: { danger: true },
      cancelText: t('toolkit:actions.cancel'),
      onOk: () => mutation.mutateAsync({ row, active: false }).catch(() => undefined),
    });
  };
  return { setActive, pendingId: mutation.isPending ? mutation.variables.row.id : null };
}
