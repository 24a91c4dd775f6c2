import type { ModalFuncProps } from 'antd';
import { useCallback, useRef } from 'react';
import { useFeedback } from '@/components/feedback/useFeedback';

/**
 * `modal.confirm` that opens once: a second click on the button that asks (a double click) does not stack a
 * second dialog. The dialog's OK button itself already runs its promise once (antd's ActionButton).
 */
export function useConfirm() {
  const { modal } = useFeedback();
  const open = useRef(false);
  return useCallback(
    (config: ModalFuncProps) => {
      if (open.current) return;
      open.current = true;
      modal.confirm({
        ...config,
        afterClose: () => {
          open.current = false;
          config.afterClose?.();
        },
      });
    },
    [modal],
  );
}
