import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbpApiError } from '@/api/errors';
import { paymentsApi } from '@/api/services/operations';
import type { PaymentDto, PaymentStatusDto } from '@/api/types/operations';
import { useConfirm } from '@/components/actions/useConfirm';
import { formatMoney } from '@/components/display/format';
import { resourceKeys } from '@/components/resource/resource';
import { ordersResource } from './ordersResource';
import { useFeedback } from '@/components/feedback/useFeedback';

export type PaymentAction = 'check' | 'commit';

/**
 * "Check status" and "Commit" on one payment: a confirmation naming the payment and its amount, one request
 * however often it is clicked (the dialog opens once, its OK runs once), the outcome as a translated message,
 * and the order (its payments, history and the list) refreshed afterwards, whatever the outcome.
 */
export function usePaymentActions(onRunning: (paymentId: number, action: PaymentAction | null) => void) {
  const { t, i18n } = useTranslation(['payments', 'operations']);
  const { message, modal } = useFeedback();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return useCallback(
    (payment: PaymentDto, action: PaymentAction) => {
      const vars = {
        type: t(`operations:paymentType.${payment.type}`, { defaultValue: String(payment.type) }),
        amount: formatMoney(payment.amount, payment.currency, i18n.language),
        payer: payment.payer,
        id: payment.id,
      };
      const status = (s: number) => t(`operations:paymentStatus.${s}`, { defaultValue: String(s) });
      const run = async () => {
        onRunning(payment.id, action);
        try {
          const result: PaymentStatusDto =
            action === 'check'
              ? await paymentsApi.checkStatus(payment.id)
              : await paymentsApi.commit(payment.id);
          if (action === 'commit')
            void message.success(t('commit.done', { ...vars, status: status(result.status) }));
          else if (result.changed)
            void message.success(
              t('check.changed', {
                ...vars,
                from: status(result.previousStatus ?? payment.status),
                to: status(result.status),
              }),
            );
          else void message.info(t('check.unchanged', { ...vars, status: status(result.status) }));
        } catch (error) {
          modal.error({
            title: t(`${action}.failed`, vars),
            content: !isAbpApiError(error)
              ? String(error)
              : error.details && error.details !== error.message
                ? `${error.message} ${error.details}`
                : error.message,
          });
        } finally {
          onRunning(payment.id, null);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: resourceKeys.all(ordersResource.name) }),
            // The dashboard's payment figures change with a status check or a commit.
            queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
          ]);
        }
      };
      confirm({
        title: t(`${action}.confirmTitle`, vars),
        content: t(`${action}.confirmContent`, vars),
        okText: t(`${action}.ok`),
        cancelText: t('cancel'),
        onOk: run,
      });
    },
    [t, i18n.language, message, modal, confirm, queryClient, onRunning],
  );
}
