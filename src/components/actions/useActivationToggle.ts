import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from './useConfirm';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { resourceKeys } from '../resource/resource';
import { useFeedback } from '@/components/feedback/useFeedback';

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
  const { notification } = useFeedback();
  const confirm = useConfirm();
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
        // An error stays until the user closes it: it must be read, not raced.
        duration: 0,
      }),
  });
  // One change at a time: a double click on a switch or a menu entry sends one request.
  const change = useSingleFlight((row: T, active: boolean) =>
    mutation.mutateAsync({ row, active }).catch(() => undefined),
  );
  const setActive = (row: T, active: boolean) => {
    if (change.busy()) return;
    if (active) return void change.run(row, true);
    confirm({
      title: t('activation.confirmTitle', { name: options.nameOf(row) }),
      content: t('activation.confirmContent'),
      okText: t(options.deactivateLabelKey ?? 'activation.deactivate'),
      okButtonProps: { danger: true },
      cancelText: t('toolkit:actions.cancel'),
      onOk: () => change.run(row, false),
    });
  };
  return { setActive, pendingId: mutation.isPending ? mutation.variables.row.id : null };
}
