import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirm } from './useConfirm';
import { useTranslation } from 'react-i18next';
import { resourceKeys, type Resource } from '../resource/resource';
import type { RowAction } from './RowActions';
import { useFeedback } from '@/components/feedback/useFeedback';

/**
 * The delete row action: a confirmation that names the record, then the call, a notification and a refresh of
 * that resource's queries only. Hidden without the resource's delete permission.
 */
export function useDeleteAction<T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deleting does not involve the input types
  resource: Resource<T, any, any>,
  options: { hidden?: (row: T) => boolean } = {},
): RowAction<T> {
  const { t } = useTranslation('toolkit');
  const { notification } = useFeedback();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return {
    key: 'delete',
    label: t('actions.delete'),
    icon: <DeleteOutlined />,
    danger: true,
    inline: true,
    permission: resource.permissions.delete,
    hidden: options.hidden,
    onClick: (row) => {
      const name = resource.getTitle(row);
      confirm({
        title: t('delete.title', { name }),
        content: t('delete.content'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        cancelText: t('actions.cancel'),
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await resource.remove?.(resource.getId(row));
            notification.success({ title: t('delete.done', { name }), placement: 'bottomRight' });
            await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource.name) });
          } catch (error) {
            notification.error({
              title: t('delete.failed', { name }),
              description: error instanceof Error ? error.message : String(error),
              placement: 'bottomRight',
              // An error stays until the user closes it: it must be read, not raced.
              duration: 0,
            });
          }
        },
      });
    },
  };
}
