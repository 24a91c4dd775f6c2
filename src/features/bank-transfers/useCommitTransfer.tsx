import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAbpApiError } from '@/api/errors';
import { bankTransfersApi } from '@/api/services/bankTransfers';
import type { BankTransferDto } from '@/api/types/operations';
import { useConfirm } from '@/components/actions/useConfirm';
import { formatMoney } from '@/components/display/format';
import { resourceKeys } from '@/components/resource/resource';
import { useSingleFlight } from '@/lib/useSingleFlight';
import { useFeedback } from '@/components/feedback/useFeedback';

/** What the server said, as one sentence: its validation message (why), else its message. */
function reasonOf(error: unknown): string {
  if (!isAbpApiError(error)) return error instanceof Error ? error.message : String(error);
  const reasons = error.validationErrors.map((v) => v.message).filter(Boolean);
  return reasons.length ? reasons.join(' ') : [error.message, error.details].filter(Boolean).join(' ');
}

/**
 * Commit a pending transfer (the money is on the account), after a confirmation naming the amount and the
 * account. One commit at a time: a double click opens one dialog and its OK sends one request. Whatever the
 * answer, the transfers (and the orders, whose payment changed) are read again, so that a transfer another
 * staff member committed first shows as successful; their 400 says why, and stays until closed.
 */
export function useCommitTransfer() {
  const { t, i18n } = useTranslation('bankTransfers');
  const { notification } = useFeedback();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const commit = useSingleFlight(async (transfer: BankTransferDto) => {
    try {
      await bankTransfersApi.commit({ id: transfer.id });
      notification.success({
        title: t('commit.done', { reference: transfer.reference }),
        placement: 'bottomRight',
      });
    } catch (error) {
      notification.error({
        title: t('commit.failed', { reference: transfer.reference }),
        description: reasonOf(error),
        placement: 'bottomRight',
        duration: 0,
      });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('bankTransfers') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all('orders') }),
        // The dashboard's figures (pending transfers, revenue, success rate) change with a commit.
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    }
  });
  const ask = (transfer: BankTransferDto) => {
    if (commit.busy()) return;
    confirm({
      title: t('commit.confirmTitle', { reference: transfer.reference }),
      content: t('commit.confirmContent', {
        amount: formatMoney(transfer.amount, transfer.currency, i18n.language),
        account: `${transfer.bankName} (${transfer.iban})`,
        voucherNo: transfer.voucherNo,
      }),
      okText: t('commit.ok'),
      cancelText: t('toolkit:actions.cancel'),
      onOk: () => commit.run(transfer),
    });
  };
  return { ask, pending: commit.pending };
}
